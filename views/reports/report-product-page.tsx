import type { FormProps } from '../../shared/forms/form-state';
import type { BirthChartProfile } from '../../shared/reports/islands';
import { teeupView, type TeeupSpec } from '../../shared/reports/teeup-view';
import type { TeaserPrice } from '../../shared/store/catalogue-filter';
import type { Crumb } from '../components/breadcrumb';
import { Island } from '../components/island';
import { ContentPage } from '../templates/content-page';
import { FormMessage } from '../ui/form-field';
import { PriceLine } from '../ui/product-teaser';
import { BirthChartForm } from './birth-chart-page';

export interface ReportProductPageProps extends FormProps {
  name: string;
  subheader: string;
  paragraphs: string[];
  price: TeaserPrice;
  action: string;
  years: number[];
  member: boolean;
  signupHref: string;
  freeChartHref: string;
  breadcrumb: Crumb[];
  /** A member's saved profiles, own first, for the form's profile tabs. */
  profiles?: BirthChartProfile[];
  /** What the report holds, a line each. */
  contents: string[];
  /** The report sold here, its free sample if any, and the button that buys it. */
  spec: TeeupSpec;
}

/**
 * A report's page (issues #25, #26): what it holds, its price, and the teeup form to buy it (or
 * read its sample). A paired report asks Person 1, then Person 2 (spec 3 §2, §9).
 */
export function ReportProductPage(props: ReportProductPageProps) {
  const view = teeupView(props.spec, props.form);
  const heading = view.person === 2 ? 'Person 2: their birth details' : props.spec.paid.includes('compatibility') || view.buttons[0]?.intent === 'person-2' ? 'Person 1: your birth details' : 'Your birth details';
  return (
    <ContentPage title={props.name} kicker="Astrology Report" lede={props.subheader} breadcrumb={props.breadcrumb} art="readings" as="div">
      <PriceLine price={props.price} />
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <h2>What your report holds</h2>
      <ul>
        {props.contents.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        Would you like to see the wheel first? <a href={props.freeChartHref}>Draw your free birth chart</a>.
      </p>
      <h2 id="your-details">{heading}</h2>
      {!props.member && (
        <p className="bc-note">
          Reports are kept in your account, so you can come back to them and add a birth time later. <a href="#login">Log in</a> or{' '}
          <a href={props.signupHref}>sign up free</a>, then enter your details.
        </p>
      )}
      {view.person === 2 && (
        <>
          {props.form?.intent === 'person-2' && <FormMessage success={props.form.message} />}
          <p className="bc-note">
            Person 1: {view.first}. <a href={`${props.action}#your-details`}>Change Person 1</a>
          </p>
        </>
      )}
      <BirthChartForm
        action={props.action}
        years={props.years}
        form={view.form}
        buttons={view.buttons}
        profiles={props.profiles}
        gender={view.gender}
        {...(props.member ? {} : { pendingProduct: props.spec.paid })}
        second={view.person === 2}
        {...(view.extras ? { extras: view.extras } : {})}
      />
      {/* Last in the body: a message arriving moves nothing the visitor is filling in. */}
      <Island name="promo-message" props={{ placement: 'in-product' }} hydrate="visible" />
    </ContentPage>
  );
}
