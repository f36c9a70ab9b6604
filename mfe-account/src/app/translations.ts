import { limitsTranslations } from '../features/gambling-limits/translations';
import { accountAreaTexts } from './account-area-translations';
import { joinTexts } from './join-translations';

const en = {
  steps: { label: 'Progress', count: 'Step {{number}} of {{total}}' },
  login: { button: 'Log in' },
  errors: {
    network: 'We could not reach our servers. Check your connection and try again.',
    emailRequired: 'Enter your email address.',
    emailTooLong: 'An email address has at most 254 characters.',
    emailInvalid: 'Enter an email address like name@example.com.',
    passwordRequired: 'Choose a password.',
    passwordTooShort: 'Use at least 8 characters.',
    passwordTooLong: 'Use at most 64 characters.',
    passwordLetter: 'Include at least one letter.',
    passwordDigit: 'Include at least one digit.',
    phonePrefixRequired: 'Choose a country code.',
    phoneRequired: 'Enter your mobile number.',
    phoneDigitsOnly: 'Use digits only.',
    phoneLength: 'A mobile number has 6 to 12 digits.',
    countryRequired: 'Choose your country.',
    termsRequired: 'Accept the terms and conditions to continue.',
    cookiePolicyRequired: 'Accept the cookie policy to continue.',
  },
  ...joinTexts.en,
  account: {
    title: 'My account',
    loading: 'Loading your account…',
    loginPrompt: 'Log in to see your account.',
    signedInAs: 'You are logged in as {{email}}.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.en,
};

/** Every language has every text of English: the compiler checks it. */
type Texts = typeof en;

const fi: Texts = {
  steps: { label: 'Eteneminen', count: 'Vaihe {{number}}/{{total}}' },
  login: { button: 'Kirjaudu sisään' },
  errors: {
    network: 'Emme saaneet yhteyttä palvelimiimme. Tarkista yhteytesi ja yritä uudelleen.',
    emailRequired: 'Anna sähköpostiosoitteesi.',
    emailTooLong: 'Sähköpostiosoitteessa voi olla enintään 254 merkkiä.',
    emailInvalid: 'Anna sähköpostiosoite muodossa nimi@esimerkki.fi.',
    passwordRequired: 'Valitse salasana.',
    passwordTooShort: 'Käytä vähintään 8 merkkiä.',
    passwordTooLong: 'Käytä enintään 64 merkkiä.',
    passwordLetter: 'Lisää vähintään yksi kirjain.',
    passwordDigit: 'Lisää vähintään yksi numero.',
    phonePrefixRequired: 'Valitse maatunnus.',
    phoneRequired: 'Anna matkapuhelinnumerosi.',
    phoneDigitsOnly: 'Käytä vain numeroita.',
    phoneLength: 'Matkapuhelinnumerossa on 6–12 numeroa.',
    countryRequired: 'Valitse maasi.',
    termsRequired: 'Hyväksy käyttöehdot jatkaaksesi.',
    cookiePolicyRequired: 'Hyväksy evästekäytäntö jatkaaksesi.',
  },
  ...joinTexts.fi,
  account: {
    title: 'Oma tili',
    loading: 'Ladataan tiliäsi…',
    loginPrompt: 'Kirjaudu sisään nähdäksesi tilisi.',
    signedInAs: 'Olet kirjautunut tunnuksella {{email}}.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.fi,
};

const de: Texts = {
  steps: { label: 'Fortschritt', count: 'Schritt {{number}} von {{total}}' },
  login: { button: 'Anmelden' },
  errors: {
    network: 'Wir konnten unsere Server nicht erreichen. Prüfe deine Verbindung und versuche es erneut.',
    emailRequired: 'Gib deine E-Mail-Adresse ein.',
    emailTooLong: 'Eine E-Mail-Adresse hat höchstens 254 Zeichen.',
    emailInvalid: 'Gib eine E-Mail-Adresse wie name@beispiel.de ein.',
    passwordRequired: 'Wähle ein Passwort.',
    passwordTooShort: 'Verwende mindestens 8 Zeichen.',
    passwordTooLong: 'Verwende höchstens 64 Zeichen.',
    passwordLetter: 'Verwende mindestens einen Buchstaben.',
    passwordDigit: 'Verwende mindestens eine Ziffer.',
    phonePrefixRequired: 'Wähle eine Ländervorwahl.',
    phoneRequired: 'Gib deine Handynummer ein.',
    phoneDigitsOnly: 'Verwende nur Ziffern.',
    phoneLength: 'Eine Handynummer hat 6 bis 12 Ziffern.',
    countryRequired: 'Wähle dein Land.',
    termsRequired: 'Akzeptiere die AGB, um fortzufahren.',
    cookiePolicyRequired: 'Akzeptiere die Cookie-Richtlinie, um fortzufahren.',
  },
  ...joinTexts.de,
  account: {
    title: 'Mein Konto',
    loading: 'Dein Konto wird geladen…',
    loginPrompt: 'Melde dich an, um dein Konto zu sehen.',
    signedInAs: 'Du bist als {{email}} angemeldet.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.de,
};

const no: Texts = {
  steps: { label: 'Fremdrift', count: 'Steg {{number}} av {{total}}' },
  login: { button: 'Logg inn' },
  errors: {
    network: 'Vi fikk ikke kontakt med serverne våre. Sjekk tilkoblingen og prøv igjen.',
    emailRequired: 'Skriv inn e-postadressen din.',
    emailTooLong: 'En e-postadresse har høyst 254 tegn.',
    emailInvalid: 'Skriv inn en e-postadresse som navn@eksempel.no.',
    passwordRequired: 'Velg et passord.',
    passwordTooShort: 'Bruk minst 8 tegn.',
    passwordTooLong: 'Bruk høyst 64 tegn.',
    passwordLetter: 'Ta med minst én bokstav.',
    passwordDigit: 'Ta med minst ett siffer.',
    phonePrefixRequired: 'Velg en landskode.',
    phoneRequired: 'Skriv inn mobilnummeret ditt.',
    phoneDigitsOnly: 'Bruk bare sifre.',
    phoneLength: 'Et mobilnummer har 6 til 12 sifre.',
    countryRequired: 'Velg landet ditt.',
    termsRequired: 'Godta vilkårene for å fortsette.',
    cookiePolicyRequired: 'Godta retningslinjene for informasjonskapsler for å fortsette.',
  },
  ...joinTexts.no,
  account: {
    title: 'Min konto',
    loading: 'Laster kontoen din…',
    loginPrompt: 'Logg inn for å se kontoen din.',
    signedInAs: 'Du er logget inn som {{email}}.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.no,
};

const pt: Texts = {
  steps: { label: 'Progresso', count: 'Passo {{number}} de {{total}}' },
  login: { button: 'Iniciar sessão' },
  errors: {
    network: 'Não conseguimos contactar os nossos servidores. Verifique a sua ligação e tente novamente.',
    emailRequired: 'Introduza o seu endereço de email.',
    emailTooLong: 'Um endereço de email tem no máximo 254 caracteres.',
    emailInvalid: 'Introduza um email como nome@exemplo.pt.',
    passwordRequired: 'Escolha uma palavra-passe.',
    passwordTooShort: 'Use pelo menos 8 caracteres.',
    passwordTooLong: 'Use no máximo 64 caracteres.',
    passwordLetter: 'Inclua pelo menos uma letra.',
    passwordDigit: 'Inclua pelo menos um algarismo.',
    phonePrefixRequired: 'Escolha um indicativo.',
    phoneRequired: 'Introduza o seu número de telemóvel.',
    phoneDigitsOnly: 'Use apenas algarismos.',
    phoneLength: 'Um número de telemóvel tem 6 a 12 algarismos.',
    countryRequired: 'Escolha o seu país.',
    termsRequired: 'Aceite os termos e condições para continuar.',
    cookiePolicyRequired: 'Aceite a política de cookies para continuar.',
  },
  ...joinTexts.pt,
  account: {
    title: 'A minha conta',
    loading: 'A carregar a sua conta…',
    loginPrompt: 'Inicie sessão para ver a sua conta.',
    signedInAs: 'Sessão iniciada como {{email}}.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.pt,
};

const fr: Texts = {
  steps: { label: 'Progression', count: 'Étape {{number}} sur {{total}}' },
  login: { button: 'Se connecter' },
  errors: {
    network: 'Impossible de joindre nos serveurs. Vérifiez votre connexion et réessayez.',
    emailRequired: 'Saisissez votre adresse e-mail.',
    emailTooLong: 'Une adresse e-mail compte au plus 254 caractères.',
    emailInvalid: 'Saisissez une adresse e-mail comme nom@exemple.fr.',
    passwordRequired: 'Choisissez un mot de passe.',
    passwordTooShort: 'Utilisez au moins 8 caractères.',
    passwordTooLong: 'Utilisez au plus 64 caractères.',
    passwordLetter: 'Incluez au moins une lettre.',
    passwordDigit: 'Incluez au moins un chiffre.',
    phonePrefixRequired: 'Choisissez un indicatif.',
    phoneRequired: 'Saisissez votre numéro de mobile.',
    phoneDigitsOnly: 'Utilisez uniquement des chiffres.',
    phoneLength: 'Un numéro de mobile compte de 6 à 12 chiffres.',
    countryRequired: 'Choisissez votre pays.',
    termsRequired: 'Acceptez les conditions générales pour continuer.',
    cookiePolicyRequired: 'Acceptez la politique relative aux cookies pour continuer.',
  },
  ...joinTexts.fr,
  account: {
    title: 'Mon compte',
    loading: 'Chargement de votre compte…',
    loginPrompt: 'Connectez-vous pour voir votre compte.',
    signedInAs: 'Vous êtes connecté en tant que {{email}}.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.fr,
};

// Latin-American Spanish (Chile, Peru), with tú like the English's informal you.
const es: Texts = {
  steps: { label: 'Progreso', count: 'Paso {{number}} de {{total}}' },
  login: { button: 'Iniciar sesión' },
  errors: {
    network: 'No pudimos conectar con nuestros servidores. Revisa tu conexión e inténtalo de nuevo.',
    emailRequired: 'Ingresa tu correo electrónico.',
    emailTooLong: 'Un correo electrónico tiene como máximo 254 caracteres.',
    emailInvalid: 'Ingresa un correo electrónico como nombre@ejemplo.com.',
    passwordRequired: 'Elige una contraseña.',
    passwordTooShort: 'Usa al menos 8 caracteres.',
    passwordTooLong: 'Usa como máximo 64 caracteres.',
    passwordLetter: 'Incluye al menos una letra.',
    passwordDigit: 'Incluye al menos un número.',
    phonePrefixRequired: 'Elige un código de país.',
    phoneRequired: 'Ingresa tu número de celular.',
    phoneDigitsOnly: 'Usa solo números.',
    phoneLength: 'Un número de celular tiene de 6 a 12 dígitos.',
    countryRequired: 'Elige tu país.',
    termsRequired: 'Acepta los términos y condiciones para continuar.',
    cookiePolicyRequired: 'Acepta la política de cookies para continuar.',
  },
  ...joinTexts.es,
  account: {
    title: 'Mi cuenta',
    loading: 'Cargando tu cuenta…',
    loginPrompt: 'Inicia sesión para ver tu cuenta.',
    signedInAs: 'Iniciaste sesión como {{email}}.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.es,
};

// Turkish with the polite "siz" forms Turkish sites use for instructions.
const tr: Texts = {
  steps: { label: 'İlerleme', count: 'Adım {{number}}/{{total}}' },
  login: { button: 'Giriş yap' },
  errors: {
    network: 'Sunucularımıza ulaşamadık. Bağlantınızı kontrol edip tekrar deneyin.',
    emailRequired: 'E-posta adresinizi girin.',
    emailTooLong: 'Bir e-posta adresi en fazla 254 karakter olabilir.',
    emailInvalid: 'Geçerli bir e-posta adresi girin, örneğin ad@ornek.com.',
    passwordRequired: 'Bir şifre belirleyin.',
    passwordTooShort: 'En az 8 karakter kullanın.',
    passwordTooLong: 'En fazla 64 karakter kullanın.',
    passwordLetter: 'En az bir harf ekleyin.',
    passwordDigit: 'En az bir rakam ekleyin.',
    phonePrefixRequired: 'Bir ülke kodu seçin.',
    phoneRequired: 'Cep telefonu numaranızı girin.',
    phoneDigitsOnly: 'Yalnızca rakam kullanın.',
    phoneLength: 'Cep telefonu numarası 6 ila 12 rakamdan oluşur.',
    countryRequired: 'Ülkenizi seçin.',
    termsRequired: 'Devam etmek için kullanım koşullarını kabul edin.',
    cookiePolicyRequired: 'Devam etmek için çerez politikasını kabul edin.',
  },
  ...joinTexts.tr,
  account: {
    title: 'Hesabım',
    loading: 'Hesabınız yükleniyor…',
    loginPrompt: 'Hesabınızı görmek için giriş yapın.',
    signedInAs: '{{email}} olarak giriş yaptınız.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.tr,
};

// Filipino (Tagalog) as Philippine apps write it: Tagalog sentences, with the English words players use.
const tl: Texts = {
  steps: { label: 'Progreso', count: 'Hakbang {{number}} sa {{total}}' },
  login: { button: 'Mag-log in' },
  errors: {
    network: 'Hindi namin maabot ang aming mga server. Tingnan ang iyong koneksyon at subukang muli.',
    emailRequired: 'Ilagay ang iyong email address.',
    emailTooLong: 'Hanggang 254 na character lang ang isang email address.',
    emailInvalid: 'Maglagay ng email address gaya ng pangalan@halimbawa.com.',
    passwordRequired: 'Pumili ng password.',
    passwordTooShort: 'Gumamit ng hindi bababa sa 8 character.',
    passwordTooLong: 'Hanggang 64 na character lang ang puwede.',
    passwordLetter: 'Maglagay ng kahit isang letra.',
    passwordDigit: 'Maglagay ng kahit isang numero.',
    phonePrefixRequired: 'Pumili ng country code.',
    phoneRequired: 'Ilagay ang iyong mobile number.',
    phoneDigitsOnly: 'Mga numero lang ang gamitin.',
    phoneLength: 'May 6 hanggang 12 digit ang mobile number.',
    countryRequired: 'Piliin ang iyong bansa.',
    termsRequired: 'Tanggapin ang mga tuntunin at kundisyon para makapagpatuloy.',
    cookiePolicyRequired: 'Tanggapin ang cookie policy para makapagpatuloy.',
  },
  ...joinTexts.tl,
  account: {
    title: 'Aking account',
    loading: 'Nilo-load ang iyong account…',
    loginPrompt: 'Mag-log in para makita ang iyong account.',
    signedInAs: 'Naka-log in ka bilang {{email}}.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts.tl,
};

// Brazilian Portuguese (você, celular, entrar), not the European `pt` wording.
const ptBR: Texts = {
  steps: { label: 'Progresso', count: 'Etapa {{number}} de {{total}}' },
  login: { button: 'Entrar' },
  errors: {
    network: 'Não conseguimos acessar nossos servidores. Verifique sua conexão e tente de novo.',
    emailRequired: 'Informe seu e-mail.',
    emailTooLong: 'Um e-mail tem no máximo 254 caracteres.',
    emailInvalid: 'Informe um e-mail como nome@exemplo.com.br.',
    passwordRequired: 'Crie uma senha.',
    passwordTooShort: 'Use pelo menos 8 caracteres.',
    passwordTooLong: 'Use no máximo 64 caracteres.',
    passwordLetter: 'Inclua pelo menos uma letra.',
    passwordDigit: 'Inclua pelo menos um número.',
    phonePrefixRequired: 'Escolha o código do país.',
    phoneRequired: 'Informe seu número de celular.',
    phoneDigitsOnly: 'Use apenas números.',
    phoneLength: 'Um número de celular tem de 6 a 12 dígitos.',
    countryRequired: 'Escolha seu país.',
    termsRequired: 'Aceite os termos e condições para continuar.',
    cookiePolicyRequired: 'Aceite a política de cookies para continuar.',
  },
  ...joinTexts['pt-BR'],
  account: {
    title: 'Minha conta',
    loading: 'Carregando sua conta…',
    loginPrompt: 'Entre para ver sua conta.',
    signedInAs: 'Você entrou como {{email}}.',
  },
  // The account area and KYC (issue 15).
  ...accountAreaTexts['pt-BR'],
};

/** The `account` namespace, added to the host's i18n when a parcel mounts. */
// Gambling limits (issue 16): the feature's own texts, under `limits`.
const withLimits = (language: keyof typeof limitsTranslations, texts: Texts) => ({ ...texts, limits: limitsTranslations[language] });

export const translations = {
  namespace: 'account',
  // Chile's `cl` and Peru's `pe` read `es`; `tr` and `tl` read themselves (translationLanguageOf). Brazil's `br`
  // still reads `pt` there: `pt-BR` is shown once it reads `pt-BR`, and i18next then falls back to `pt` in any
  // remote without Brazilian texts.
  resources: {
    en: withLimits('en', en),
    fi: withLimits('fi', fi),
    de: withLimits('de', de),
    no: withLimits('no', no),
    pt: withLimits('pt', pt),
    fr: withLimits('fr', fr),
    es: withLimits('es', es),
    tr: withLimits('tr', tr),
    tl: withLimits('tl', tl),
    'pt-BR': withLimits('pt-BR', ptBR),
  },
};
