import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { checkVerifier, fetchCodeInfo, type VerifierCheck } from '@/features/verify/api'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { normalizeCode } from '@/features/verify/code'
import '@/features/verify/i18n'
import '@/features/verify/styles'
import { scan } from '@/platform/scan'
import { ROUTES } from '@/constants/routes'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { appendQuery } from '@/utils/query'
import { go } from '@/utils/navigate'

/** /otherpages/verification/index: the desk — enter or scan a code, see what it is, then write it off on the detail page. */
export default function VerificationIndexPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  // a failed check is no verifier: the desk says so rather than offering a retry
  const check = useResource(
    (): Promise<VerifierCheck> => checkVerifier().catch(() => ({ is_verifier: 0, shops: [] })),
    { login: true },
  )
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)

  const lookUp = async (raw: string) => {
    const c = normalizeCode(raw)
    if (!c) return toast(t('verify:codeInvalid'))
    setBusy(true)
    try {
      // looked up here first, so an unknown code is told at the desk; the server's message is shown
      await fetchCodeInfo(c)
      void go(appendQuery(ROUTES.verificationDetail, { code: c }))
    } catch {
      // the request layer showed why
    } finally {
      setBusy(false)
    }
  }

  const onScan = async () => {
    try {
      const text = await scan.scanCode()
      if (text) await lookUp(text)
    } catch {
      toast(t('verify:scanUnavailable'))
    }
  }

  const title = t('verify:deskTitle')
  if (!token) {
    return (
      <PageShell title={title} body='fixed'>
        <LoginPrompt tip={t('verify:loginTip')} back={ROUTES.verification} />
      </PageShell>
    )
  }
  return (
    <PageShell title={title}>
      <View className='verify-desk'>
        <ResourceView resource={check}>
          {(check) =>
            !check.is_verifier ? (
              <View className='verify-card verify-desk__none'>
                <Text>{t('verify:notVerifier')}</Text>
              </View>
            ) : (
              <>
                <View className='verify-card'>
                  <Text className='verify-desk__shops'>{t('verify:shops', { names: check.shops.map((s) => s.site_name).join('、') })}</Text>
                  <View className='verify-desk__field'>
                    <Input
                      className='verify-desk__input verify-code-input'
                      value={code}
                      maxlength={40}
                      placeholder={t('verify:codePlaceholder')}
                      onInput={(e) => setCode(e.detail.value)}
                      onConfirm={() => void lookUp(code)}
                    />
                  </View>
                  <View className='mall-button-stack'>
                    <Button className='verify-desk__lookup verify-lookup' type='primary' block loading={busy} onClick={() => void lookUp(code)}>
                      {t('verify:lookUp')}
                    </Button>
                    {scan.canScan() ? (
                      <Button className='verify-desk__scan verify-scan' block onClick={() => void onScan()}>
                        {t('verify:scan')}
                      </Button>
                    ) : null}
                  </View>
                </View>
                <View className='verify-card verify-row verify-records-entry' onClick={() => go(ROUTES.verificationList)}>
                  <Text>{t('verify:records')}</Text>
                  <Text className='verify-row__arrow'>›</Text>
                </View>
              </>
            )
          }
        </ResourceView>
      </View>
    </PageShell>
  )
}
