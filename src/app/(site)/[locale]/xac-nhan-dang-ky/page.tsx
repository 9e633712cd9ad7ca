import { subscriptionLinkPage } from '@/components/Subscription/SubscriptionLinkPage'
import { SUBSCRIPTION_TOKEN } from '@/contract/contact'
import { confirmSubscriptionAction } from '@/lib/actions/contact'

/** Read per request: each link carries its own token. */
export const dynamic = 'force-dynamic'

/** Where the link of a subscription's confirmation mail leads (`?token=`). */
const page = subscriptionLinkPage({
  namespace: 'confirmSubscription',
  path: '/xac-nhan-dang-ky',
  token: SUBSCRIPTION_TOKEN,
  action: confirmSubscriptionAction,
})

export const generateMetadata = page.generateMetadata
export default page.Page
