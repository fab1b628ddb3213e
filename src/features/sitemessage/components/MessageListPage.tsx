import '../i18n'
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import { fetchMessagePage, markAllRead, openMessage, type SiteMessage, type SiteMessageType } from '../api'
import { detailUrl, messageLinkUrl } from '../links'
import { MessageCard } from './MessageCard'
import './sitemessage.scss'

/**
 * A category's messages, newest first. Opening one marks it read: account and group messages open
 * their own page (which reads it); the others are read here and then open what they are about (the
 * order, the refund, the operator's page) when they name one.
 */
export function MessageListPage({ type }: { type: SiteMessageType }) {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [read, setRead] = useState<ReadonlySet<number>>(new Set())
  const [reloadKey, setReloadKey] = useState(0)
  const [busy, setBusy] = useState(false)

  const markRead = (id: number) => setRead((s) => new Set(s).add(id))

  const open = async (m: SiteMessage) => {
    const own = detailUrl(type, m.id)
    if (own) {
      markRead(m.id)
      go(own)
      return
    }
    try {
      await openMessage(m.id)
    } catch {
      // the request layer said why
      return
    }
    markRead(m.id)
    const url = messageLinkUrl(m)
    if (url) go(url)
  }

  const readAll = async () => {
    if (busy) return
    setBusy(true)
    try {
      await markAllRead(type)
      toast(t('sitemessage:readAllDone'))
      setReloadKey((k) => k + 1)
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell
      title={t(`sitemessage:title.${type}`)}
      body='fixed'
      className={`sitemessage-page sitemessage-page--${type}`}
      navRight={token ? <Text className='sitemessage-readall' onClick={() => void readAll()}>{t('sitemessage:readAll')}</Text> : null}
    >
      {token ? (
        <PullList<SiteMessage>
          fetchPage={(page, size) => fetchMessagePage(type, page, size)}
          reloadKey={reloadKey}
          keyOf={(m) => m.id}
          listClassName='sitemessage-list'
          renderItem={(m) => (
            <MessageCard message={m} read={read.has(m.id)} opens={Boolean(detailUrl(type, m.id) || messageLinkUrl(m))} onOpen={(x) => void open(x)} />
          )}
          empty={<Empty tip={t('sitemessage:empty')} />}
        />
      ) : (
        <LoginPrompt tip={t('sitemessage:loginTip')} />
      )}
    </PageShell>
  )
}
