/** `/dang-nhap`: the Vietnamese address of the login page, the same page. */
export { default, generateMetadata } from '../login/page'

export const dynamic = 'force-dynamic'
