// lint as: host/src/features/home/lint-fixture.tsx
// expect: jsx-a11y/alt-text
// An image with no text alternative (jsx-a11y's recommended rules hold in every app).
export function Logo() {
  return <img src="/logo.svg" />;
}
