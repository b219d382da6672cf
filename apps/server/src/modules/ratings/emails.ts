// The reminder to rate: sent once, three days after completion, to a side that has not rated.
import { RATING_WINDOW_DAYS } from '@pinjam/api/contract';
import { formatDate } from '@pinjam/api/domain';
import { render } from '../../platform/mail/templates';

export interface ReminderFacts {
  order_id: number;
  name: string;
  other: string;
  item: string | null;
  rate_by: Date;
}

export function reminderEmail(publicUrl: string, f: ReminderFacts) {
  return render(f.name, publicUrl, {
    subject: `How did it go with ${f.other}?`,
    intro: `Your order #${f.order_id}${f.item ? ` ("${f.item}")` : ''} with ${f.other} is complete. A rating helps other members choose who to deal with.`,
    button: `Rate ${f.other}`,
    path: `/my-ratings?order=${f.order_id}`,
    note: `Ratings stay hidden until you have both rated, or until ${RATING_WINDOW_DAYS} days after completion; you can rate until ${formatDate(f.rate_by)}. This is the only reminder we send.`,
  });
}
