/** `/dang-ky`: the Vietnamese address of the registration page, the same page. */
export { default, generateMetadata } from '../register/page'

export const dynamic = 'force-dynamic'
