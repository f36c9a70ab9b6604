// The `liveCasino` namespace in Spanish (Chile, Peru): a chunk of its own, loaded when a page is in es (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { LiveCasinoTextsWithMany } from './en';

const es: LiveCasinoTextsWithMany = {
  lobby: {
    title: 'Casino en vivo',
    ...GAME_KIT_TEXTS.es.lobby,
    empty: 'Todavía no hay mesas en vivo en este lobby.',
    searchLabel: 'Buscar mesas',
    search: 'Buscar',
    clearSearch: 'Borrar búsqueda',
    noResults: 'Ninguna mesa en vivo coincide con “{{q}}”.',
  },
  category: {
    notFoundTitle: 'Categoría no encontrada',
    notFoundText: 'No encontramos ninguna categoría de casino en vivo llamada “{{id}}”. Puede que le hayan cambiado el nombre o que la hayan eliminado.',
    loadingTitle: 'Cargando categoría…',
  },
  tables: {
    loading: 'Cargando mesas en vivo…',
    empty: 'Todavía no hay mesas en vivo aquí.',
    backToLobby: 'Volver al casino en vivo',
    seatsTaken_one: '{{taken}} / {{count}} asiento ocupado',
    seatsTaken_other: '{{taken}} / {{count}} asientos ocupados',
    seatsTaken_many: '{{taken}} / {{count}} de asientos ocupados',
    players_one: '{{formatted}} jugador',
    players_other: '{{formatted}} jugadores',
    players_many: '{{formatted}} de jugadores',
    full: 'Llena',
    closed: 'Cerrada',
    betLimits: 'Apuestas {{min}} – {{max}}',
    seatsUnavailable: 'La información de asientos no está disponible en este momento.',
  },
  play: {
    checkingSession: 'Verificando tu sesión…',
    loading: 'Cargando la mesa…',
    starting: 'Abriendo la mesa…',
    notFoundTitle: 'Mesa no encontrada',
    notFoundText: 'Esta mesa en vivo no está disponible.',
    gameNotFoundText: 'No encontramos ninguna mesa en vivo llamada “{{id}}”. Puede que la hayan eliminado.',
    errorTitle: 'No se pudo abrir la mesa',
    errorText: 'Algo salió mal al abrir la mesa. Por favor, inténtalo de nuevo.',
    authErrorTitle: 'Tu sesión se cerró',
    authErrorText: 'El casino en vivo no pudo confirmar tu sesión para esta mesa, así que la cerramos. Por favor, vuelve a iniciar sesión.',
    fullScreen: 'Pantalla completa',
    exitFullScreen: 'Salir de pantalla completa',
  },
  error: {
    title: 'No se pudieron cargar las mesas en vivo',
    ...GAME_KIT_TEXTS.es.error,
  },
};

export default es;
