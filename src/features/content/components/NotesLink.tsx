import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { go } from '@/utils/navigate'
import { noteListUrl } from '../links'
import '../i18n'
import './NotesLink.scss'

/** A navigation-bar link to the store notes (of one shop when siteId is given). */
export function NotesLink({ siteId }: { siteId?: number }) {
  const { t } = useTranslation()
  return (
    <Text className='notes-link' onClick={() => go(noteListUrl(siteId))}>
      {t('content:entry.notes')}
    </Text>
  )
}
