import { View, Text, Input } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Search } from '@nutui/icons-react-taro'
import './SearchBar.scss'

export interface SearchBarProps {
  value: string
  placeholder: string
  /** typed text (an emptied box usually clears the current search) */
  onInput: (value: string) => void
  /** the keyboard's search key or the button */
  onSearch: (value: string) => void
  autoFocus?: boolean
}

/** The search box shared by goods search and shop street: rounded box, icon, input, search button. */
export function SearchBar({ value, placeholder, onInput, onSearch, autoFocus }: SearchBarProps) {
  const { t } = useTranslation()
  return (
    <View className='search-bar'>
      <View className='search-bar__box'>
        <Search className='search-bar__icon' size={16} />
        <Input
          className='search-bar__input'
          value={value}
          focus={autoFocus}
          confirmType='search'
          placeholder={placeholder}
          onInput={(e) => onInput(e.detail.value)}
          onConfirm={(e) => onSearch(e.detail.value)}
        />
      </View>
      <Text className='search-bar__button' onClick={() => onSearch(value)}>
        {t('pages:search.submit')}
      </Text>
    </View>
  )
}
