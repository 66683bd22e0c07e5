import { z } from 'zod';
import { currentUserSchema } from './account';
import { deadJobAnswer, jobQueuedAnswer } from './adminJobs';
import {
  adminCountsAnswer,
  cancelRefundAnswer,
  couponAnswer,
  couponCheckAnswer,
  deliveryAnswer,
  dispatchDaysAnswer,
  measurementProfileAnswer,
  messageAnswer,
  openedPaymentAnswer,
  orderAnswer,
  orderDetailAnswer,
  otpProofAnswer,
  pincodeAnswer,
  placedOrderAnswer,
  refundAnswer,
  refundRetryAnswer,
  releasedAnswer,
  savedAddressAnswer,
  stockSummaryAnswer,
  taxRulesAnswer,
  unappliedPaymentAnswer,
  uploadAuthAnswer,
  whatsappOfferAnswer,
} from './answers';
import { cashConfirmedAnswer, cashOrderAnswer, cashQuoteAnswer } from './cashOnDelivery';
import { giftCardAmountsAnswer, giftCardBalanceAnswer, giftCardDeskAnswer, giftCardPurchasedAnswer } from './giftCards';
import { productImportAnswer } from './adminProduct';
import { staffMemberAnswer } from './staff';
import { productionPieceAnswer } from './orderDesk';
import { adminProductSchema, listingFacetsAnswer, productSchema } from './product';
import { deskReturnAnswer, returnAnswer } from './returns';
import { searchAnswer, searchLogAnswer, searchSynonymSchema, suggestAnswer } from './search';
import { orderTrackingAnswer } from './shopperShipping';
import { adminReviewAnswer, myRatingAnswer, productReviewsAnswer, ratedAnswer } from './reviews';
import { deliveryIssueAnswer, deskNdrListAnswer } from './deliveryIssues';
import {
  bookAnswer,
  orderShipmentAnswer,
  parcelDefaultsSchema,
  pickupAnswer,
  quotesAnswer,
  readyQueueAnswer,
  shipmentAnswer,
  shipmentsAnswer,
} from './shipping';
import {
  remittanceImportAnswer,
  remittanceMismatchesAnswer,
  rtoQueueAnswer,
  shippingStatsAnswer,
} from './shippingReturns';
import { storeCreditAnswer } from './storeCredit';
import {
  fitReportAnswer,
  paymentsReportAnswer,
  productsReportAnswer,
  returnsReportAnswer,
  salesReportAnswer,
  stockReportAnswer,
} from './reports';
import { stockAlertAnswer, wishlistAnswer } from './wishlist';
import { bagAnswer, bagFiguresAnswer, bagRemindersAnswer } from './bags';

/**
 * The answers the screens read through the store's API slice, by name. An endpoint names the
 * answer it expects (`{ url, answer: 'product' }`); in development and tests the store checks
 * each answer against its schema here (`answerProblem`), so a screen and its test fakes speak
 * what the API really sends. Production builds leave this module out: the pages carry no zod.
 * A new endpoint adds its answer here, with the schema its route declares.
 */
export const ANSWERS = {
  product: productSchema,
  products: z.array(productSchema),
  listingFacets: listingFacetsAnswer,
  // Search across the store (issue 44).
  search: searchAnswer,
  searchSuggest: suggestAnswer,
  dispatchDays: dispatchDaysAnswer,
  delivery: deliveryAnswer,
  currentUser: currentUserSchema,
  measurementProfiles: z.array(measurementProfileAnswer),
  productReviews: productReviewsAnswer,
  // The wishlist's and its alerts' answers.
  wishlist: wishlistAnswer,
  // The bag kept on the server, a guest's reminders, the dashboard's left bags.
  bag: bagAnswer,
  bagReminders: bagRemindersAnswer,
  bagFigures: bagFiguresAnswer,
  stockAlerts: z.array(stockAlertAnswer),
  stockAlert: stockAlertAnswer,
  // The checkout's answers.
  taxRules: taxRulesAnswer,
  couponCheck: couponCheckAnswer,
  savedAddresses: z.array(savedAddressAnswer),
  savedAddress: savedAddressAnswer,
  cashQuote: cashQuoteAnswer,
  cashOrder: cashOrderAnswer,
  cashConfirmed: cashConfirmedAnswer,
  whatsappOffer: whatsappOfferAnswer,
  openedPayment: openedPaymentAnswer,
  released: releasedAnswer,
  placedOrder: placedOrderAnswer,
  // Gift cards: the amounts on sale, a paid purchase, a code's balance.
  giftCardAmounts: giftCardAmountsAnswer,
  giftCardPurchased: giftCardPurchasedAnswer,
  giftCardBalance: giftCardBalanceAnswer,
  otpSent: messageAnswer,
  otpProof: otpProofAnswer,
  // The account's answers (the saved addresses and the phone code's proof are the checkout's above).
  measurementProfile: measurementProfileAnswer,
  pincode: pincodeAnswer,
  myOrders: z.array(orderAnswer),
  myRatings: z.array(myRatingAnswer),
  rated: ratedAnswer,
  returnAsked: returnAnswer,
  balancePayment: openedPaymentAnswer,
  orderTracking: orderTrackingAnswer,
  deliveryIssue: deliveryIssueAnswer,
  // Her store credit (the account's section, the checkout's offer); the desk's view of a customer's.
  storeCredit: storeCreditAnswer,
  deskStoreCredit: storeCreditAnswer,
  // The admin's answers.
  adminCoupons: z.array(couponAnswer),
  adminCoupon: couponAnswer,
  adminGiftCards: z.array(giftCardDeskAnswer),
  adminGiftCard: giftCardDeskAnswer,
  adminProducts: z.array(adminProductSchema),
  adminProduct: adminProductSchema,
  productImport: productImportAnswer,
  imageUploadAuth: uploadAuthAnswer,
  adminCounts: adminCountsAnswer,
  stockSummary: stockSummaryAnswer,
  deadJobs: z.array(deadJobAnswer),
  jobQueued: jobQueuedAnswer,
  unappliedPayments: z.array(unappliedPaymentAnswer),
  paymentRefund: refundAnswer,
  cancelRefund: cancelRefundAnswer,
  refundRetry: refundRetryAnswer,
  deskOrders: z.array(orderAnswer),
  deskOrder: orderAnswer,
  deskOrderDetail: orderDetailAnswer,
  deskOrderNote: orderDetailAnswer.shape.notes.element,
  deskReturns: z.array(deskReturnAnswer),
  deskReturn: deskReturnAnswer,
  adminDeleted: messageAnswer,
  adminReviews: z.array(adminReviewAnswer),
  staffMembers: z.array(staffMemberAnswer),
  productionQueue: z.array(productionPieceAnswer),
  staffMember: staffMemberAnswer,
  // The desk's shipping answers (the API's modules/shipping).
  readyToShip: readyQueueAnswer,
  courierQuotes: quotesAnswer,
  booking: bookAnswer,
  shipments: shipmentsAnswer,
  shipment: shipmentAnswer,
  orderShipment: orderShipmentAnswer,
  pickupRequested: pickupAnswer,
  parcelDefaults: parcelDefaultsSchema,
  deliveryExceptions: deskNdrListAnswer,
  rtoShipments: rtoQueueAnswer,
  remittanceImport: remittanceImportAnswer,
  remittanceMismatches: remittanceMismatchesAnswer,
  shippingStats: shippingStatsAnswer,
  // The desk's search tab.
  searchQueries: searchLogAnswer,
  searchSynonyms: z.array(searchSynonymSchema),
  searchSynonym: searchSynonymSchema,
  // The owner's reports (the API's modules/reports; the admin's Insights tab).
  salesReport: salesReportAnswer,
  paymentsReport: paymentsReportAnswer,
  productsReport: productsReportAnswer,
  stockReport: stockReportAnswer,
  returnsReport: returnsReportAnswer,
  fitReport: fitReportAnswer,
} as const;

export type AnswerName = keyof typeof ANSWERS;

/** What is wrong with `body` as the answer `name` ('images.0.url: expected string'), or null when it is one. */
export function answerProblem(name: AnswerName, body: unknown): string | null {
  const checked = ANSWERS[name].safeParse(body);
  if (checked.success) return null;
  return checked.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`)
    .join('; ');
}
