/** The header's words for the three sections (the listing's own tabs say Mens, Womens). */
export const SECTION_LINKS = [
  { to: '/mens', label: 'Men' },
  { to: '/womens', label: 'Women' },
  { to: '/accessories', label: 'Accessories' },
] as const;
