/** What the pages use: the HTTP client, calls and plain contracts (zod schemas: ./schemas). */
export * from './contract';
export * from './idempotency';
export * from './productImages';
export * from './errors';
export * from './refusals';
export * from './reachability';
export * from './client';
export * from './imageUrl';
export * from './addresses';
export * from './measurementProfiles';
export type { Product, ProductImage, ListingQuery, ListingFacets } from './product';
export type { Address, AddressInput, CreatePaymentOrderInput } from './checkout';
export * from './downloadFile';
export * from './cashStates';
export * from './cashRiskWords';
export type { CashRisk, CashRiskReason } from './cashRisk';
export type {
  CashQuote,
  CashConfirmed,
  CashOrderInput,
  CashConfirmInput,
  CashRemittanceInput,
  CashOrderPlaced,
} from './cashOnDelivery';
export * from './whatsappOptIn';
export type { OrderTracking, TrackingEvent } from './shopperShipping';
export type { StockAlert, StockAlertInput, WishlistAnswer, WishlistItem } from './wishlist';
export type { GoodwillInput, StoreCreditEntryJson, StoreCreditJson, StoreCreditKind } from './storeCredit';
export type { BagAnswer, BagInput, BagLine, BagRemindersInput, PricedBagLine } from './bags';
export type { BookAnswer, ParcelDefault, ReadyOrder, ShipmentJson } from './shipping';
export type {
  DeliveryIssueJson as DeliveryIssue,
  DeliveryIssueAnswerInput,
  DeskNdrActionInput,
  DeskNdrJson,
} from './deliveryIssues';
export type { RemittanceMismatch, ShippingStats } from './shippingReturns';
export type { NewSearchSynonym, SearchAnswer, SearchLog, SearchSynonym, Suggestion, SuggestAnswer } from './search';
export type {
  GiftCardBalance,
  GiftCardDesk,
  GiftCardIssueInput,
  GiftCardPurchased,
  GiftCardPurchaseInput,
} from './giftCards';
