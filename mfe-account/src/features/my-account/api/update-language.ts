import type { MountProps } from '@casino/shared/contract';
import { apiLanguageCodeOf } from '@casino/shared/market';
import { usePlatform } from '@casino/shared/parcel';
import type { LanguageUpdate } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/** `POST /player/language` `{ languageCode }` (spec 001 §7): `caf` is sent as `fr` and `inen` as `en`. */
export async function updateLanguage(http: MountProps['http'], languageCode: string): Promise<void> {
  const body: LanguageUpdate = { languageCode: apiLanguageCodeOf(languageCode) };
  await http.post('/player/language', body);
}

export function useUpdateLanguage() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (languageCode: string) => updateLanguage(http, languageCode) });
}
