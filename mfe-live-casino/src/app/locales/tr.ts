// The `liveCasino` namespace in Turkish: a chunk of its own, loaded when a page is in tr (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { LiveCasinoTexts } from './en';

const tr: LiveCasinoTexts = {
  lobby: {
    title: 'Canlı casino',
    ...GAME_KIT_TEXTS.tr.lobby,
    empty: 'Bu lobide henüz canlı masa yok.',
    searchLabel: 'Masa ara',
    search: 'Ara',
    clearSearch: 'Aramayı temizle',
    noResults: '“{{q}}” ile eşleşen canlı masa yok.',
  },
  category: {
    notFoundTitle: 'Kategori bulunamadı',
    notFoundText: '“{{id}}” adlı bir canlı casino kategorisi bulamadık. Adı değiştirilmiş ya da kaldırılmış olabilir.',
    loadingTitle: 'Kategori yükleniyor…',
  },
  tables: {
    loading: 'Canlı masalar yükleniyor…',
    empty: 'Burada henüz canlı masa yok.',
    backToLobby: 'Canlı casinoya dön',
    seatsTaken_one: '{{taken}} / {{count}} koltuk dolu',
    seatsTaken_other: '{{taken}} / {{count}} koltuk dolu',
    players_one: '{{formatted}} oyuncu',
    players_other: '{{formatted}} oyuncu',
    full: 'Dolu',
    closed: 'Kapalı',
    betLimits: 'Bahisler {{min}} – {{max}}',
    seatsUnavailable: 'Koltuk bilgisi şu anda alınamıyor.',
  },
  play: {
    checkingSession: 'Oturumunuz kontrol ediliyor…',
    loading: 'Masa yükleniyor…',
    starting: 'Masa açılıyor…',
    notFoundTitle: 'Masa bulunamadı',
    notFoundText: 'Bu canlı masa şu anda kullanılamıyor.',
    gameNotFoundText: '“{{id}}” adlı bir canlı masa bulamadık. Kaldırılmış olabilir.',
    errorTitle: 'Masa açılamadı',
    errorText: 'Masa açılırken bir sorun oluştu. Lütfen tekrar deneyin.',
    authErrorTitle: 'Oturumunuz kapatıldı',
    authErrorText: 'Canlı casino bu masa için oturumunuzu doğrulayamadığından oturumunuzu kapattık. Lütfen tekrar giriş yapın.',
    fullScreen: 'Tam ekran',
    exitFullScreen: 'Tam ekrandan çık',
  },
  error: {
    title: 'Canlı masalar yüklenemedi',
    ...GAME_KIT_TEXTS.tr.error,
  },
};

export default tr;
