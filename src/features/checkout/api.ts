import {
  orderCheckoutCalculate, orderCheckoutCreate, orderCheckoutPayment, type CalculatedShop, type CheckoutAddress, type CheckoutCalculate,
  type CheckoutCoupon, type CheckoutCreated, type CheckoutPayment, type CheckoutShop, type DeliveryChoice, type DeliveryOptions,
  type DeliveryType, type InvoiceChoice, type OrderCheckoutCalculateInput, type OrderCheckoutCreateInput, type OrderCheckoutPaymentInput,
  type PickupStore,
} from '@/services/api/contract.gen'

export type {
  CalculatedShop, CheckoutAddress, CheckoutCalculate, CheckoutCoupon, CheckoutCreated, CheckoutPayment, CheckoutShop, DeliveryChoice,
  DeliveryOptions, DeliveryType, InvoiceChoice, OrderCheckoutCalculateInput, OrderCheckoutCreateInput, OrderCheckoutPaymentInput, PickupStore,
}

export const fetchCheckout = (input: OrderCheckoutPaymentInput, silent = false) => orderCheckoutPayment(input, { silent })
export const calculateCheckout = (input: OrderCheckoutCalculateInput) => orderCheckoutCalculate(input)
export const createOrders = (input: OrderCheckoutCreateInput) => orderCheckoutCreate(input)
