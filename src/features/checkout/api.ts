import {
  ordercreateCalculate, ordercreateCreate, ordercreatePayment, type CalculatedShop, type CheckoutAddress, type CheckoutCalculate,
  type CheckoutCoupon, type CheckoutCreated, type CheckoutPayment, type CheckoutShop, type DeliveryChoice, type DeliveryOptions,
  type DeliveryType, type InvoiceChoice, type OrdercreateCalculateInput, type OrdercreateCreateInput, type OrdercreatePaymentInput,
  type PickupStore,
} from '@/services/api/contract.gen'

export type {
  CalculatedShop, CheckoutAddress, CheckoutCalculate, CheckoutCoupon, CheckoutCreated, CheckoutPayment, CheckoutShop, DeliveryChoice,
  DeliveryOptions, DeliveryType, InvoiceChoice, OrdercreateCalculateInput, OrdercreateCreateInput, OrdercreatePaymentInput, PickupStore,
}

export const fetchCheckout = (input: OrdercreatePaymentInput, silent = false) => ordercreatePayment(input, { silent })
export const calculateCheckout = (input: OrdercreateCalculateInput) => ordercreateCalculate(input)
export const createOrders = (input: OrdercreateCreateInput) => ordercreateCreate(input)
