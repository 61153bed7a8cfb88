import type { FormProps } from '../../shared/forms/form-state';
import type { BirthChartButton, BirthChartProfile } from '../../shared/reports/islands';
import type { TeaserPrice } from '../../shared/store/catalogue-filter';
import type { Crumb } from '../components/breadcrumb';
import { ContentPage } from '../templates/content-page';
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
  /** The form's buttons: each posts its own intent. */
  buttons: BirthChartButton[];
}

/** A report's page (the Essential Birth Report, the Cosmic Profile): what it holds, its price, and the birth details to buy it (or read its sample). */
export function ReportProductPage(props: ReportProductPageProps) {
  const posted = props.buttons.some((button) => button.intent === props.form?.intent) ? props.form : undefined;
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
      <h2 id="your-details">Your birth details</h2>
      {!props.member && (
        <p className="bc-note">
          Reports are kept in your account, so you can come back to them and add a birth time later. <a href="#login">Log in</a> or{' '}
          <a href={props.signupHref}>sign up free</a>, then enter your details.
        </p>
      )}
      <BirthChartForm action={props.action} years={props.years} form={posted} buttons={props.buttons} profiles={props.profiles} />
    </ContentPage>
  );
}
