export * from './types'
export * from './location'
export { CHOOSE_LOCATION_PAGE, OPEN_LOCATION_PAGE, openLocationUrl, placeFromQuery } from './routes'
export { settleChoice, isWaitingForChoice } from './pending'
