import { commerceService } from './commerce/commerce.entry';
import { locationService } from './location/location.entry';
import { mailService } from './mail/mail.entry';
import { memberService } from './member/member.entry';
import type { PlatformService } from './platform-service';
import { productService } from './product/product.entry';
import { rulesService } from './rules/rules.entry';
import { smsService } from './sms/sms.entry';
import { supportService } from './support/support.entry';

/** Every platform service. Adding one is its folder plus a line here. */
export const PLATFORM_SERVICES: PlatformService[] = [memberService, mailService, supportService, smsService, locationService, rulesService, productService, commerceService];
