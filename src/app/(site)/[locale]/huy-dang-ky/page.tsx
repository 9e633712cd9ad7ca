import { subscriptionLinkPage } from '@/components/Subscription/SubscriptionLinkPage'
import { UNSUBSCRIBE_TOKEN } from '@/contract/contact'
import { unsubscribeAction } from '@/lib/actions/contact'

/** Read per request: each link carries its own token. */
export const dynamic = 'force-dynamic'

/** Where the unsubscribe link of an announcement mail leads (`?token=`, signed). */
const page = subscriptionLinkPage({
  namespace: 'unsubscribe',
  path: '/huy-dang-ky',
  token: UNSUBSCRIBE_TOKEN,
  action: unsubscribeAction,
})

export const generateMetadata = page.generateMetadata
export default page.Page
