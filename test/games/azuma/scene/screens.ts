// The screens the scene tests frame the table for: small phone, phone portrait, 4:3 tablet portrait, 4:3 landscape, 12.9" tablet landscape, phone landscape.
export const SCREENS = [
  { w: 360, h: 640 },
  { w: 390, h: 844 },
  { w: 768, h: 1024 },
  { w: 1024, h: 768 },
  { w: 1366, h: 1024 },
  { w: 844, h: 390 },
] as const;
