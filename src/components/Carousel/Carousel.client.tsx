'use client'

import 'swiper/css'
import 'swiper/css/pagination'

import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
import type { Swiper as SwiperInstance } from 'swiper'

import styles from './Carousel.module.css'

export type CarouselLabels = {
  /** e.g. "Banner {index} of {total}". */
  slide: string
  previous: string
  next: string
  pause: string
  play: string
}

type Props = {
  children: ReactNode
  label: string
  labels: CarouselLabels
  /** Slides per view on small screens, and from 768 px up. */
  perView?: number
  perViewWide?: number
  /** Autoplay interval in ms (0: off; always off for reduced motion). */
  autoplayMs?: number
  arrows?: boolean
  dots?: boolean
  /** Waits this long after the carousel is on screen before it starts (spec: 500 ms footer). */
  startDelayMs?: number
  className?: string
}

/** A previous/next button; Swiper finds it by its data attribute. */
function Arrow({
  direction,
  label,
  disabled,
}: {
  direction: 'prev' | 'next'
  label: string
  disabled: boolean
}) {
  const data = direction === 'prev' ? { 'data-prev': true } : { 'data-next': true }
  return (
    <button type="button" className={styles.arrow} aria-label={label} disabled={disabled} {...data}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={direction === 'prev' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

/**
 * A carousel that renders its slides as plain HTML (the first ones visible, no JavaScript
 * needed), then loads Swiper only once it scrolls into view and enhances the same markup.
 */
export function Carousel({
  children,
  label,
  labels,
  perView = 1,
  perViewWide = perView,
  autoplayMs = 0,
  arrows = true,
  dots = true,
  startDelayMs = 0,
  className,
}: Props) {
  const root = useRef<HTMLDivElement>(null)
  const swiperRef = useRef<SwiperInstance | undefined>(undefined)
  const [ready, setReady] = useState(false)
  const [playing, setPlaying] = useState(false)
  const slides = Children.toArray(children)
  const total = slides.length
  const canAutoplay = autoplayMs > 0 && total > perView

  useEffect(() => {
    const element = root.current
    if (!element || total <= 1) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

    const start = async () => {
      const [{ default: Swiper }, { A11y, Autoplay, Keyboard, Navigation, Pagination }] =
        await Promise.all([import('swiper'), import('swiper/modules')])
      const container = element.querySelector<HTMLElement>('.swiper')
      if (cancelled || !container) return
      const autoplay = canAutoplay && !reduceMotion
      swiperRef.current = new Swiper(container, {
        modules: [A11y, Autoplay, Keyboard, Navigation, Pagination],
        slidesPerView: perView,
        slidesPerGroup: perView,
        spaceBetween: perViewWide > 1 ? 20 : 0,
        breakpoints: { 768: { slidesPerView: perViewWide, slidesPerGroup: perViewWide } },
        watchOverflow: true,
        keyboard: { enabled: true, onlyInViewport: true },
        a11y: {
          enabled: true,
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
          paginationBulletMessage: labels.slide
            .replace('{index}', '{{index}}')
            .replace('{total}', String(total)),
        },
        navigation: arrows
          ? {
              prevEl: element.querySelector<HTMLElement>('[data-prev]'),
              nextEl: element.querySelector<HTMLElement>('[data-next]'),
            }
          : false,
        pagination: dots
          ? { el: element.querySelector<HTMLElement>('[data-dots]'), clickable: true }
          : false,
        autoplay: autoplay
          ? { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false }
          : false,
      })
      setPlaying(autoplay)
      setReady(true)
    }

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        timer = setTimeout(() => void start(), startDelayMs)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      if (timer) clearTimeout(timer)
      swiperRef.current?.destroy(true, true)
      swiperRef.current = undefined
    }
  }, [
    arrows,
    autoplayMs,
    canAutoplay,
    dots,
    labels.next,
    labels.previous,
    labels.slide,
    perView,
    perViewWide,
    startDelayMs,
    total,
  ])

  const togglePlay = () => {
    const autoplay = swiperRef.current?.autoplay
    if (!autoplay) return
    if (playing) autoplay.stop()
    else autoplay.start()
    setPlaying(!playing)
  }

  const style = { '--per-view': perView, '--per-view-wide': perViewWide } as CSSProperties
  return (
    <div
      ref={root}
      className={`${styles.root} ${className ?? ''}`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready || undefined}
    >
      <div className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slide, { index: index + 1, total })}
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          {arrows ? (
            <>
              <Arrow direction="prev" label={labels.previous} disabled={!ready} />
              <Arrow direction="next" label={labels.next} disabled={!ready} />
            </>
          ) : null}
          {dots ? <div className={styles.dots} data-dots /> : null}
          {canAutoplay && ready ? (
            <button
              type="button"
              className={styles.arrow}
              onClick={togglePlay}
              aria-label={playing ? labels.pause : labels.play}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                {playing ? (
                  <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
                ) : (
                  <path d="M8 5v14l11-7z" fill="currentColor" />
                )}
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
