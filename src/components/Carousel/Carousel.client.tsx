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
  onClick,
}: {
  direction: 'prev' | 'next'
  label: string
  onClick: () => void
}) {
  const data = direction === 'prev' ? { 'data-prev': true } : { 'data-next': true }
  return (
    <button type="button" className={styles.arrow} aria-label={label} onClick={onClick} {...data}>
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
 * needed), then loads Swiper and enhances the same markup: at once when the visitor reaches for
 * it (pointer, touch, focus, an arrow), else once it is in view and the page has loaded (an
 * autoplaying one when its first slide is due to move).
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

  /** Starts Swiper (at most once); resolves when it runs, or at once if it cannot. */
  const startRef = useRef<() => Promise<void>>(async () => {})

  useEffect(() => {
    const element = root.current
    if (!element || total <= 1) return
    let cancelled = false
    let starting: Promise<void> | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

    const run = async () => {
      const { Swiper, A11y, Autoplay, Keyboard, Navigation, Pagination } = await import('./swiper')
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
    const start = () => {
      clearTimeout(timer)
      starting ??= run()
      return starting
    }
    startRef.current = start

    // A visitor reaching for the carousel starts it at once.
    const interactions = ['pointerenter', 'touchstart', 'focusin'] as const
    const onInteraction = () => void start()
    for (const type of interactions)
      element.addEventListener(type, onInteraction, { passive: true })

    // Otherwise it starts when it comes into view, after the page has loaded: an autoplaying one
    // only when its first slide is due to move, so the first seconds of a visit stay Swiper-free.
    const idleDelay = canAutoplay && !reduceMotion ? Math.max(0, autoplayMs - 1000) : 0
    const schedule = () => {
      timer = setTimeout(() => void start(), Math.max(startDelayMs, idleDelay))
    }
    const afterLoad = () =>
      document.readyState === 'complete'
        ? schedule()
        : window.addEventListener('load', schedule, { once: true })
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        afterLoad()
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      clearTimeout(timer)
      window.removeEventListener('load', schedule)
      for (const type of interactions) element.removeEventListener(type, onInteraction)
      startRef.current = async () => {}
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

  /** An arrow pressed before Swiper runs: start it, then take the step asked for. */
  const step = (direction: 'prev' | 'next') => {
    if (ready) return // Swiper's navigation handles the arrows from now on.
    void startRef
      .current()
      .then(() =>
        direction === 'prev' ? swiperRef.current?.slidePrev() : swiperRef.current?.slideNext(),
      )
  }

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
              <Arrow direction="prev" label={labels.previous} onClick={() => step('prev')} />
              <Arrow direction="next" label={labels.next} onClick={() => step('next')} />
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
