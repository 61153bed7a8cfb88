import path from 'node:path';
import type { Config } from '../../config';
import type { SmsServiceOptions } from './sms.service';
import { createSmsTransport } from './sms-transport';

/** The SMS service's settings: the gateway when SMS_GATEWAY_URL is set, else the SMS outbox folder. */
export function smsOptions(config: Config): SmsServiceOptions {
  return {
    transport: createSmsTransport({ outboxDir: path.resolve(config.SMS_OUTBOX_DIR), ...(config.SMS_GATEWAY_URL ? { gatewayUrl: config.SMS_GATEWAY_URL } : {}) }),
    siteName: config.SITE_NAME,
  };
}
