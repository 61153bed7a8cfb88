import { useEffect, useState } from 'react';
import type { PromoMessage } from '../../shared/store/promo.contract';
import { PROMO_REQUEST_WAIT_MS } from '../../shared/store/promo-messages';
import type { IslandProps } from '../../shared/islands';
import { callLazily } from '../lib/api-client';
import { defineIsland } from '../runtime/define-island';

/**
 * A promo message slot (spec 1 §3, §9): once the slot is on screen it waits 250 ms, then asks the
 * rules service for its placement's message (the card and deck fill the tokens) and shows it. The
 * message HTML was sanitised by the server. Nothing shows when there is none or the call fails
 * (a promo is never worth an error). The server renders the empty slot, so a page reads the same
 * without JavaScript.
 */
function PromoMessageIsland({ placement, card, deck, reportId }: IslandProps['promo-message']) {
  const [messages, setMessages] = useState<PromoMessage[]>([]);

  useEffect(() => {
    let cancelled = false;
    const timer = window.setTimeout(() => {
      callLazily(() => import('../../shared/store/promo.contract').then((api) => api.GetPromoMessageContract), {
        query: { placement, ...(card ? { card } : {}), ...(deck ? { deck } : {}), ...(reportId ? { report_id: reportId } : {}) },
      })
        .then((answer) => {
          if (!cancelled) setMessages(answer.messages);
        })
        .catch(() => {});
    }, PROMO_REQUEST_WAIT_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [placement, card, deck, reportId]);

  return (
    <div className={`promo-slot promo-${placement}`} data-promo-placement={placement}>
      {messages.map((message) => (
        <div className="promo-message" key={message.uuid} data-promo-code={message.code} dangerouslySetInnerHTML={{ __html: message.message }} />
      ))}
    </div>
  );
}

export default defineIsland('promo-message', PromoMessageIsland);
