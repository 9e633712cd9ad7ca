/**
 * Swiper and the five modules the carousel uses: one chunk, loaded when a carousel starts (named
 * imports, so the other effects and modules stay out of it).
 */
export { default as Swiper } from 'swiper'
export { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules'
