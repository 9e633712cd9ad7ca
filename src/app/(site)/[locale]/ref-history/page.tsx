import { staticPostPage } from '@/components/Post/StaticPostPage'

export { generateStaticParams } from '@/components/Post/StaticPostPage'

const { generateMetadata, Page } = staticPostPage('ref-history')
export { generateMetadata }
export default Page
