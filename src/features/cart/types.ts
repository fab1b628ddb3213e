export type { CartLine } from '@/services/api/contract.gen'
