import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { fetchShopLicense, type ShopLicense } from '@/features/partner/api'
import '@/features/partner/i18n'
import { img } from '@/services/image'
import { ApiError } from '@/services/request'
import { CommonError } from '@/services/api/contract.gen'
import { formatDate } from '@/utils/date'
import './license.scss'

function siteIdParam(): number | null {
  const n = Number(Taro.getCurrentInstance().router?.params?.site_id)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** A shop's business licence: the licence and qualification pictures, then the registered details. */
export default function LicensePage() {
  const { t } = useTranslation()
  const [siteId] = useState(siteIdParam)
  // an unknown shop is not a failure to retry: null, shown as the empty state
  const license = useResource<ShopLicense | null>(
    () =>
      fetchShopLicense(siteId ?? 0).catch((err) => {
        if (err instanceof ApiError && err.code === CommonError.NOT_FOUND) return null
        throw err
      }),
    { enabled: Boolean(siteId), isEmpty: (l) => !l },
  )

  const body = (l: ShopLicense) => {
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
      <View className='license'>
        {siteId ? (
          <ResourceView resource={license} loadingRows={2} empty={{ tip: t('partner:license.notFound') }}>
            {(l) => body(l as ShopLicense)}
          </ResourceView>
        ) : (
          <Empty tip={t('partner:license.missingShop')} />
        )}
      </View>
    </PageShell>
  )
}
