import { useCallback, useEffect, useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { fetchShopLicense, type ShopLicense } from '@/features/partner/api'
import '@/features/partner/i18n'
import { img } from '@/services/image'
import { ApiError } from '@/services/request'
import { CommonError } from '@/services/api/contract.gen'
import { formatDate } from '@/utils/date'
import './license.scss'

type State = { status: 'loading' } | { status: 'ready'; license: ShopLicense } | { status: 'missing' } | { status: 'error' }

function siteIdParam(): number | null {
  const n = Number(Taro.getCurrentInstance().router?.params?.site_id)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** A shop's business licence: the licence and qualification pictures, then the registered details. */
export default function LicensePage() {
  const { t } = useTranslation()
  const [siteId] = useState(siteIdParam)
  const [state, setState] = useState<State>(siteId ? { status: 'loading' } : { status: 'missing' })

  const load = useCallback(() => {
    if (!siteId) return
    setState({ status: 'loading' })
    fetchShopLicense(siteId)
      .then((license) => setState({ status: 'ready', license }))
      .catch((err) => setState(err instanceof ApiError && err.code === CommonError.NOT_FOUND ? { status: 'missing' } : { status: 'error' }))
  }, [siteId])
  useEffect(load, [load])

  const body = () => {
    if (state.status === 'loading') return <Loading rows={2} />
    if (state.status === 'error') return <ErrorState onRetry={load} />
    if (state.status === 'missing') return <Empty tip={siteId ? t('partner:license.notFound') : t('partner:license.missingShop')} />
    const l = state.license
    const urls = l.images.map((p) => img(p, undefined, 'default_store_img'))
    const from = l.established_at ? formatDate(l.established_at) : ''
    const rows: Array<[string, string]> = [
      ['companyName', l.company_name],
      ['creditCode', l.credit_code],
      ['legalPerson', l.legal_person],
      ['companyType', l.company_type],
      ['registeredCapital', l.registered_capital],
      ['establishedAt', from],
      ['validTo', l.valid_to ? t('partner:license.validRange', { from, to: formatDate(l.valid_to) }) : t('partner:license.longTerm', { from })],
      ['address', l.address],
      ['authority', l.authority],
      ['businessScope', l.business_scope],
    ]
    return (
      <>
        <View className='license__shop'>
          <Text className='license__shop-name'>{l.site_name}</Text>
        </View>
        <View className='license__section'>
          <Text className='license__label'>{t('partner:license.pictures')}</Text>
          {urls.length ? (
            <View className='license__pictures'>
              {urls.map((url) => (
                <Image
                  key={url}
                  className='license__picture'
                  src={url}
                  mode='aspectFit'
                  onClick={() => Taro.previewImage({ current: url, urls }).catch(() => undefined)}
                />
              ))}
            </View>
          ) : (
            <Text className='license__hint'>{t('partner:license.noPictures')}</Text>
          )}
        </View>
        <View className='license__section'>
          <Text className='license__label'>{t('partner:license.details')}</Text>
          {rows.filter(([, v]) => v).map(([key, value]) => (
            <View key={key} className={`license__row license__row--${key}`}>
              <Text className='license__row-name'>{t(`partner:license.${key}`)}</Text>
              <Text className='license__row-value' selectable>{value}</Text>
            </View>
          ))}
          <Text className='license__hint'>{t('partner:license.notice')}</Text>
        </View>
      </>
    )
  }

  return (
    <PageShell title={t('partner:license.title')}>
      <View className='license'>{body()}</View>
    </PageShell>
  )
}
