import { View, Text, Input } from '@tarojs/components'
import { Switch } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import type { InvoiceDraft } from '../request'

/** A shop's invoice at checkout: wanted or not, then personal or company, title, taxpayer number, content. */
export function ShopInvoice({ invoice: inv, contents, onInvoice }: { invoice: InvoiceDraft; contents: string[]; onInvoice(draft: InvoiceDraft): void }) {
  const { t } = useTranslation()
  return (
    <View className='checkout-invoice'>
      <View className='checkout-row'>
        <Text className='checkout-row__label'>{t('checkout:invoice.label')}</Text>
        <Switch className='checkout-invoice__switch' checked={inv.wanted} onChange={(v: boolean) => onInvoice({ ...inv, wanted: v })} />
      </View>
      {inv.wanted ? (
        <View className='checkout-invoice__form'>
          <View className='checkout-invoice__types'>
            {[1, 2].map((k) => (
              <Text
                key={k}
                className={`checkout-invoice__type ${inv.invoice_type === k ? 'checkout-invoice__type--active' : ''}`}
                onClick={() => onInvoice({ ...inv, invoice_type: k })}
              >
                {t(`checkout:invoice.type${k}`)}
              </Text>
            ))}
          </View>
          <Input
            className='checkout-row__input checkout-invoice__title'
            value={inv.invoice_title}
            maxlength={100}
            placeholder={t('checkout:invoice.title')}
            onInput={(e) => onInvoice({ ...inv, invoice_title: e.detail.value })}
          />
          {inv.invoice_type === 2 ? (
            <Input
              className='checkout-row__input checkout-invoice__taxpayer'
              value={inv.taxpayer_number ?? ''}
              maxlength={30}
              placeholder={t('checkout:invoice.taxpayer')}
              onInput={(e) => onInvoice({ ...inv, taxpayer_number: e.detail.value })}
            />
          ) : null}
          <View className='checkout-invoice__contents'>
            {contents.map((c) => (
              <Text
                key={c}
                className={`checkout-invoice__content ${inv.invoice_content === c ? 'checkout-invoice__content--active' : ''}`}
                onClick={() => onInvoice({ ...inv, invoice_content: c })}
              >
                {c}
              </Text>
            ))}
          </View>
        </View>
      ) : null}
    </View>
  )
}
