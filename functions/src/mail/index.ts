// The mail domain's functions (decision 170): the order and receipt triggers that write the
// outbox, the trigger that sends each mail, and the sweeper that takes up stranded ones.
export { mailOnOrderCreated, mailOnOrderDeleted, mailOnOrderUpdated } from './order-mail.js';
export { mailOnReceiptCreated } from './receipt-mail.js';
export { deliverMailTrigger as deliverMail, sweepMailSchedule as sweepMail } from './deliver.js';
