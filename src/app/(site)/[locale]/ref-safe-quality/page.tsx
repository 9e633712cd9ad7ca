import { staticPostPage } from '@/components/Post/StaticPostPage'

export { generateStaticParams } from '@/components/Post/StaticPostPage'

const { generateMetadata, Page } = staticPostPage('ref-safe-quality')
export { generateMetadata }
export default Page
