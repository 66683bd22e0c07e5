/** The header's words for the three sections (the listing's own tabs say Mens, Womens), as message keys. */
export const SECTION_LINKS = [
  { to: '/mens', label: 'shell.section.mens' },
  { to: '/womens', label: 'shell.section.womens' },
  { to: '/accessories', label: 'shell.section.accessories' },
] as const;
