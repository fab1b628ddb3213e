import {
  verifyCheckIsVerifier, verifyLists, verifyVerify, verifyVerifyInfo,
  type VerifierCheck, type VerifyDone, type VerifyInfo, type VerifyListsData, type VerifyType,
} from '@/services/api/contract.gen'

export type { VerifierCheck, VerifyDone, VerifyInfo, VerifyType }
export type VerifyRecord = VerifyListsData['list'][number]

/** Whether the member verifies for a shop; quiet: a failure only hides the desk's entry. */
export function checkVerifier(): Promise<VerifierCheck> {
  return verifyCheckIsVerifier({}, { silent: true })
}

/** What a code is, without writing it off (the server's message is shown on failure unless silent). */
export function fetchCodeInfo(code: string, opts: { silent?: boolean } = {}): Promise<VerifyInfo> {
  return verifyVerifyInfo({ verify_code: code }, opts)
}

export function writeOffCode(code: string): Promise<VerifyDone> {
  return verifyVerify({ verify_code: code })
}

export function fetchRecords(page: number, pageSize: number, type?: VerifyType): Promise<VerifyListsData> {
  return verifyLists({ page, page_size: pageSize, verify_type: type })
}
