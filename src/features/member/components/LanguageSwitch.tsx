import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { changeLanguage } from '@/i18n'

const LANGS = ['zh-cn', 'en-us'] as const

/** The member centre's language choice; each language is named in itself, readable whatever the current one is. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const lang = (i18n.language ?? 'zh-cn').toLowerCase()
  return (
    <View className='member-card lang-switch'>
      <Text className='lang-switch__title'>{t('pages:member.language')}</Text>
      <View className='lang-switch__options'>
        {LANGS.map((l) => (
          <View
            key={l}
            className={`lang-switch__option lang-switch__option--${l}${lang === l ? ' lang-switch__option--active' : ''}`}
            onClick={() => {
              if (lang !== l) changeLanguage(l)
            }}
          >
            <Text>{t(`pages:member.langName.${l}`, { lng: l })}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
