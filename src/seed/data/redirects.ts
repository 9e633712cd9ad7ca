/** Paths that moved; visitors and old links land on the page that replaced them (301). */
export const redirectSeeds: { oldSlug: string; activeSlug: string }[] = [
  { oldSlug: 'contact', activeSlug: 'lien-he' },
  { oldSlug: 'factory-automation', activeSlug: 'tu-dong-hoa-cong-nghiep' },
  { oldSlug: 'tu-dong-hoa-cong-nghiep/index-old', activeSlug: 'tu-dong-hoa-cong-nghiep' },
  { oldSlug: 'training-center-show-room/index_old', activeSlug: 'training-center' },
  { oldSlug: 'pounch-old', activeSlug: 'fa-page' },
]
