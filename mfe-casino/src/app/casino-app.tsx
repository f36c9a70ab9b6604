import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

/** The casino area's routes below its base path. */
export function CasinoApp() {
  const { t } = useTranslation('casino');
  return (
    <Routes>
      <Route index element={<h1>{t('lobby.title')}</h1>} />
      <Route path="*" element={<h1>{t('lobby.title')}</h1>} />
    </Routes>
  );
}
