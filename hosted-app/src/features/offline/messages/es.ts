import type { AreaMessages } from '../../../i18n/areaCatalog';
import type { OfflineMessageKey } from './en';

/** The offline and install parts in Spanish: tú, short. */
export const es: AreaMessages<OfflineMessageKey> = {
  'offline.mode': 'Modo sin conexión',
  'offline.backOnline': 'Conexión recuperada',
  'offline.sessions': { one: '{count} sesión disponible sin conexión', other: '{count} sesiones disponibles sin conexión' },
  'offline.waiting': { one: '{count} sesión completada pendiente de enviar', other: '{count} sesiones completadas pendientes de enviar' },
  'offline.unsaved': { one: '{count} sin guardar en este dispositivo: mantén esta página abierta', other: '{count} sin guardar en este dispositivo: mantén esta página abierta' },
  'offline.counting': 'Contando…',
  'offline.updateRegion': 'Actualizar la app',
  'offline.refreshRegion': 'Recargar la app',
  'offline.newVersion': 'Hay una nueva versión de Stillpoint lista.',
  'offline.refreshText': 'Recarga para obtener la última versión de Stillpoint.',
  'offline.update': 'Actualizar',
  'offline.refresh': 'Recargar',
  'offline.later': 'Más tarde',
  'offline.close': 'Cerrar',
  'offline.installRegion': 'Instalar Stillpoint',
  'offline.installText': 'Instala Stillpoint para abrirlo como una app, también sin conexión.',
  'offline.install': 'Instalar',
  'offline.iosHint': 'Para instalar Stillpoint, toca Compartir y luego Añadir a pantalla de inicio.',
  'offline.dismiss': 'Ocultar',
  'offline.installSection': 'Abre Stillpoint como una app, también sin conexión.',
  'offline.audioTitle': 'Sonidos limitados',
  'offline.audioText': 'Safari puede pausar los sonidos cuando se bloquea la pantalla, y en el iPhone el interruptor de silencio puede silenciarlos. Mantén la pantalla encendida durante la sesión para oír cada aviso.',
  'offline.gotIt': 'Entendido',
  'offline.available': 'Disponible sin conexión',
  'offline.none': 'No hay sesiones guardadas sin conexión',
  'offline.free.box': 'Respiración cuadrada',
  'offline.free.deep-reset': 'Reinicio profundo',
};
