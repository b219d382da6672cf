// The order's notices (notify's kinds of the orders module): the seller's paid order in the bell
// (pushed on their order channel), and by email the receipt, a cancellation, an issue reported
// (the seller's and our staff's also in the bell) and each step after the sale (decision 0035).
import { channels, realtimeEvents } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { noticeSubject, pushOn, registerNotices, type NoticeKinds } from '../notifications';
import { orderCancelledWords, orderIssueWords, type CancelNotice, type IssueNotice } from './change-words';
import { orderStepWords, orderWords, type StepNotice } from './notice-words';
import { orderFacts, type OrderFacts } from './orders.repository';

type AboutOrder = { order_id: number };

declare module '../notifications' {
  interface NoticePayloads {
    /** The seller: an order has been paid for. */
    order: AboutOrder;
    /** The buyer; email only. */
    receipt: AboutOrder;
    /**
     * An order cancelled and refunded: the buyer, always; the seller when the buyer, an admin or
     * the clock cancelled; email only.
     */
    orderCancelled: AboutOrder & CancelNotice;
    /**
     * An issue reported on an order: the other party (email) and our staff; the seller and our
     * staff also get the bell's order entry (its page lists the flagged order).
     */
    orderIssue: AboutOrder & IssueNotice;
    /**
     * A step of an order after it was paid, to one party (`role`); email only. `amount`: the
     * seller's net made payable (completed); `date`: the day the order completes by itself, is
     * due back, or the payout date.
     */
    orderStep: AboutOrder & StepNotice;
  }
}

const about = noticeSubject('order', (p: AboutOrder) => p.order_id, orderFacts);

/** The seed's order entry: its page (customer orders) shows the order. */
const orderEntry = { kind: 'order', push: pushOn(channels.order, realtimeEvents.newOrder) };

export const registerOrderNotices = (app: FastifyInstance) =>
  registerNotices(app, {
    order: { about, words: orderWords.order, bell: orderEntry },
    receipt: { about, words: orderWords.receipt },
    orderCancelled: { about, words: orderCancelledWords },
    orderIssue: { about, words: orderIssueWords, bell: { ...orderEntry, when: (p) => p.role !== 'buyer' } },
    orderStep: { about, words: orderStepWords },
  } satisfies NoticeKinds<'order' | 'receipt' | 'orderCancelled' | 'orderIssue' | 'orderStep', OrderFacts>);
