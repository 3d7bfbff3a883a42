import type { KnowledgeFacts } from './facts.js';
import type { KnowledgeText } from './knowledge-text.js';

export const es = (f: KnowledgeFacts): KnowledgeText => ({
  about: {
    heading: 'Qué es Korai',
    body: 'Korai es tu memoria digital: apuntas lo que haces (un café, una carrera, una película que viste, una pastilla que tomaste) en cajas y lo encuentras todo cuando lo necesitas, con informes, objetivos y K-ORAI, un asistente que responde preguntas sobre tus propios datos. Para empezar basta con un email y una contraseña.',
  },
  boxes: {
    heading: 'Cajas contador y descriptivas',
    body: `Una caja reúne un tipo de cosa que quieres seguir, con un nombre, un emoji y un color: la creas con «Nueva». Una caja «Contador» suma +${f.tapQuantity} con un solo toque (un vaso de agua, un café), y el último toque se puede deshacer. ¿Se te olvidó alguno? Mantén pulsada la caja (o haz clic derecho) para registrarlo en otro día y a otra hora, o varias veces a la vez. Una caja «Descriptivo» te pregunta cada vez qué pasó, con notas, una valoración de ${f.ratingMin} a ${f.ratingMax} estrellas y #hashtags: ideal para libros, películas, comidas o síntomas. El nombre, el emoji y el color de una caja se pueden cambiar más tarde; al eliminarla, va a la papelera con sus eventos. El plan Free te da ${f.freeBoxes} cajas, Pro hasta ${f.proBoxes}, y con Pro puedes marcar hasta ${f.starredBoxes} cajas como favoritas. Una caja puede tener una unidad de medida (km, minutos, páginas…): cada evento descriptivo tiene entonces su cantidad, que se muestra con la unidad en la búsqueda y en el archivo CSV, y K-ORAI la suma cuando preguntas, por ejemplo, cuántos km has corrido esta semana.`,
  },
  events: {
    heading: 'Eventos, fechas pasadas y recordatorios',
    body: 'Cada toque o nota es un evento con su fecha y hora. Un toque en una caja contador cuenta para ahora; si la mantienes pulsada, eliges otro día y otra hora. En una caja descriptiva escribes la descripción y, si quieres, notas, una valoración, una fecha y una hora: deja la fecha vacía para ahora, o elige un día pasado para apuntar algo que hiciste antes. También puedes registrar escribiendo, en cualquier plan (Free incluido): en «Registrar escribiendo», encima de tus cajas, escribe algo como dos cafés, correr ayer por la tarde #parque o simplemente agua, y Korai te muestra qué va a registrar (caja, cantidad, día y hora, etiquetas), pero solo lo guarda cuando tocas «Registrar». Si ninguna caja se llama así, te ofrece crearla en lugar de elegir otra por su cuenta; una caja contador solo cuenta las veces, sin medidas ni etiquetas. Un evento con fecha futura es un «Recordatorio» y cuenta en tus informes cuando llega su día. Los #hashtags en la descripción o las notas te ayudan a encontrar los eventos. Para renombrar o eliminar un evento más tarde, encuéntralo en «Buscar». Los eventos son ilimitados en todos los planes.',
  },
  goals: {
    heading: 'Objetivos',
    body: 'Con Pro (y durante la prueba) creas un objetivo desde «Objetivos» con «Nuevo objetivo»: le das un nombre, vinculas una o más cajas, eliges la «Fecha de inicio» y, si quieres, una fecha de fin. Sin meta, el objetivo cuenta los eventos de sus cajas desde el inicio hasta el fin (o hasta hoy). Con una «Meta» eliges «Al menos» o «Como máximo» y cuántas veces al día, a la semana, al mes o en total antes de la fecha de fin: por ejemplo un mínimo de vasos de agua al día, o un máximo de cafés. Una meta diaria puede valer solo algunos días de la semana, como el gimnasio el lunes, el miércoles y el viernes. El objetivo muestra cómo vas en el periodo actual (hecho, al día, atrasado, por encima del límite), cuánto falta, cuántos periodos seguidos la has cumplido y cómo fueron los anteriores; la tarjeta de cada una de sus cajas también muestra la cuenta frente a la meta. Puedes abrir el objetivo para ver sus eventos; cuando lo logras, pulsa «Completar» y puedes reactivarlo más tarde. Para unas vacaciones o una enfermedad, pausa un objetivo o todos: los días en pausa no rompen la racha ni la alargan, y esos días los recordatorios de la caja callan. Si las cajas del objetivo tienen la misma unidad, la meta puede contar esa unidad en lugar de las veces, como los km corridos cada semana.',
  },
  reports: {
    heading: 'Informes, gráficos y estadísticas',
    body: '«Informes» muestra tus eventos de los últimos «7 días», «30 días» o del periodo que elijas, de todas tus cajas o de una: el total, la media por día, la caja más y menos activa, cómo se reparten los eventos entre las cajas y un gráfico por día, semana o mes con la «Línea de tendencia». Si eliges una caja ves «Tu año de un vistazo», con su racha actual y la más larga. Pro añade el detalle de una caja (días activos y mejor día) y «Qué va junto», los vínculos entre tus cajas, como el café y los dolores de cabeza.',
  },
  search: {
    heading: 'Búsqueda',
    body: 'En «Informes», la pestaña «Buscar» encuentra eventos por palabra, #hashtag, caja y periodo, incluso entre años de notas. Desde un resultado puedes renombrar el evento o eliminarlo.',
  },
  korai: {
    heading: 'K-ORAI, el asistente',
    body: `K-ORAI responde preguntas sobre tus propios datos, hechas con tus palabras: «¿Cuántos vasos de agua he bebido esta semana?» o «¿Cuándo fui a correr por última vez?». Calcula las cifras a partir de tus eventos, nunca se las inventa, y muestra «De dónde salen las cifras»: toca una para abrir los eventos que contó. También conoce tus objetivos: pregúntale si vas bien con tus objetivos esta semana o cuántos días de noviembre cumpliste el del agua, y te responde con las cifras de cada uno (cómo va frente a su meta, cuánto falta, su racha, los días, semanas o meses en que se cumplió), sin contar los días en pausa; los objetivos son de Pro y de la prueba, y en Free te lo indica. Si en vez de una pregunta escribes algo para registrar, como dos cafés ayer, encima del campo de texto aparece lo que registraría, con el botón «Registrar». Free incluye ${f.freeInsights} preguntas (insights) al mes, que vuelven el primer día de cada mes; Pro y la prueba no tienen límite. Cada respuesta dice también cómo ha entendido tu pregunta, con los días exactos; si no entiende una palabra, te dice cuál y te propone las lecturas más probables para tocar, en lugar de darte una cifra de otra pregunta.`,
  },
  plans: {
    heading: 'Planes y precios: Free y Pro',
    body: `Free no cuesta nada, para siempre: ${f.freeBoxes} cajas, eventos ilimitados, informes básicos y búsqueda, exportación CSV y ${f.freeInsights} preguntas a K-ORAI al mes. Pro cuesta ${f.proMonthly} al mes o ${f.proAnnual} al año (ahorras un ${f.annualSavings}%): hasta ${f.proBoxes} cajas, ${f.starredBoxes} favoritas, objetivos, notificaciones inteligentes, informes avanzados y K-ORAI sin límites. Para comprarlo abre el menú de arriba a la derecha, elige «Plan» y toca «Pásate a Pro»: pagas con tarjeta en una página de pago segura y puedes cancelar cuando quieras.`,
  },
  trial: {
    heading: 'Prueba gratuita',
    body: `Cada cuenta nueva recibe ${f.trialDays} días de Pro gratis, sin tarjeta de crédito. Al terminar la prueba vuelves a Free tú solo, sin pagar nada y sin perder nada, salvo que compres Pro. Si tienes más de ${f.freeBoxes} cajas, Korai te pregunta cuáles ${f.freeBoxes} conservar: las demás van a la papelera con sus eventos y puedes restaurarlas en un plazo de ${f.trashDays} días, en cuanto tengas sitio. Si compras Pro durante la prueba no pierdes los días que te quedan: el primer pago llega cuando termina la prueba.`,
  },
  cancel: {
    heading: 'Cancelar o pausar la suscripción',
    body: `Abre el menú de arriba a la derecha y elige «Plan»: en «Ajustes de la suscripción», «Cancelar suscripción» impide que se renueve. Pro sigue activo hasta el final del periodo que ya pagaste y después tu cuenta vuelve a Free sin perder nada; si tienes más de ${f.freeBoxes} cajas eliges cuáles conservar. Desactivar la «Renovación automática» tiene el mismo efecto. «Pausar suscripción» detiene los cobros hasta que toques «Reanudar los pagos».`,
  },
  export: {
    heading: 'Exportar tus datos (CSV)',
    body: f.freeExport
      ? 'En «Informes» elige un periodo (y, si quieres, algunas cajas) y toca «Exportar CSV»: descargas tus eventos en un archivo que abre cualquier hoja de cálculo, Excel incluido. Es gratis en todos los planes: tus datos son tuyos. Para una copia completa de tu cuenta, usa la copia de seguridad.'
      : 'En «Informes» elige un periodo y toca «Exportar CSV» para descargar tus eventos en un archivo que abre cualquier hoja de cálculo. La exportación forma parte de Pro.',
  },
  import: {
    heading: 'Importar desde Daylio, Loop, Nomie o un archivo CSV',
    body: `En «Ajustes», «Importar datos» trae el historial que llevabas en Daylio, Loop Habit Tracker, Nomie, cualquier archivo CSV (tú eliges las columnas) o un CSV exportado desde Korai, de hasta ${f.importMegabytes} MB. Una vista previa muestra los eventos, el periodo y las cajas antes de guardar nada; los eventos que ya estaban no se añaden dos veces, y las cajas nuevas cuentan para el límite de tu plan. «Deshacer la importación» lo quita todo.`,
  },
  backup: {
    heading: 'Copia de seguridad y restauración',
    body: 'En «Ajustes», «Descargar copia» guarda en un solo archivo todo lo que es tuyo: perfil, cajas, eventos, objetivos, papelera, notificaciones y conversaciones con K-ORAI. «Restaurar copia» lo recupera cuando quieras, incluso en una cuenta nueva: se añade lo que falta, nada se duplica y se aplican los límites de tu plan.',
  },
  trash: {
    heading: 'Papelera: recuperar lo que borraste',
    body: `Una caja eliminada (con sus eventos) o un evento eliminado va a la «Papelera», en el menú de arriba a la derecha. Desde ahí puedes «Restaurar» o «Eliminar definitivamente». La papelera se vacía sola a los ${f.trashDays} días.`,
  },
  notifications: {
    heading: 'Notificaciones y recordatorios',
    body: `Pro y la prueba incluyen las «Notificaciones inteligentes con IA»: recordatorios escritos a partir de tus datos (lo de hoy, tu racha, tus objetivos) para hasta ${f.notificationBoxes} cajas, a un máximo de ${f.notificationTimes} horas del día que tú eliges, con el tono que prefieras. Llegan como notificaciones push, así que antes actívalas para tu navegador en «Ajustes». Con cualquier plan puedes recibir el «Resumen semanal por email» los lunes por la mañana: los totales de la semana por caja, la caja más activa, la racha más larga y los objetivos alcanzados.`,
  },
  account: {
    heading: 'Perfil, contraseña, sesiones y tema oscuro',
    body: 'En «Ajustes» editas tu «Perfil» (nombre, apellidos, nombre de usuario, bio y avatar), activas el «Tema oscuro», usas «Cambiar contraseña» y ves tus «Sesiones activas» en otros dispositivos, cerrando las que quieras. Al cambiar la contraseña se cierran todas las demás sesiones. Para salir, elige «Cerrar sesión» en el menú de arriba a la derecha. Para cambiar tu dirección de email, escribe a soporte.',
  },
  passkeys: {
    heading: 'Entrar con huella o rostro (passkeys)',
    body: 'Korai puede dejarte entrar con la huella o el rostro de tu dispositivo (Face ID, Touch ID y similares: una passkey) en lugar de la contraseña. Entra una vez con tu contraseña, abre «Ajustes» y toca «Registrar este dispositivo». A partir de ahí, en cuanto escribes tu email, la pantalla de inicio de sesión te ofrece «Entrar con huella o rostro». Desde la misma lista puedes quitar un dispositivo. Tu navegador tiene que ser compatible con passkeys.',
  },
  password: {
    heading: 'Contraseña olvidada',
    body: 'En la pantalla de inicio de sesión toca «¿Olvidaste tu contraseña?» y escribe tu email: te enviamos un enlace para elegir una contraseña nueva, válido durante una hora y de un solo uso. Al cambiar la contraseña se cierran todas las demás sesiones.',
  },
  deleteAccount: {
    heading: 'Eliminar tu cuenta',
    body: 'En «Ajustes», dentro de «Privacidad y seguridad», «Eliminar cuenta» borra de una vez tu cuenta con todos sus datos: cajas, eventos, objetivos, conversaciones con K-ORAI y sesiones. Lo confirmas con tu contraseña y no se puede deshacer: si quieres conservar una copia, descarga antes una copia de seguridad.',
  },
  privacy: {
    heading: '¿Están seguros mis datos? Privacidad y seguridad',
    body: 'Tus datos son tuyos. Solo pedimos un email y una contraseña; no vendemos tus datos ni se los mostramos a nadie, y no hay anuncios ni herramientas de analítica o seguimiento de terceros. Las contraseñas se guardan solo como hash argon2id, tus datos viajan cifrados (HTTPS) y cada petición ve únicamente los datos de tu propia cuenta. Puedes exportar tus eventos o eliminar tu cuenta cuando quieras; la página de Privacidad explica qué guardamos y durante cuánto tiempo.',
  },
  devices: {
    heading: 'Móvil, ordenador y sin conexión',
    body: 'Korai funciona en el navegador de cualquier móvil, tableta u ordenador, sin instalar nada desde una tienda de apps; en el móvil puedes añadirlo a la pantalla de inicio y abrirlo como una app. Puedes entrar desde todos los dispositivos que quieras: tus cajas y eventos son los mismos en todos. Sin conexión, las cajas que ya abriste se siguen abriendo, y un toque o evento nuevo queda «Guardado en este dispositivo» y se envía en cuanto vuelve la conexión.',
  },
  apiTokens: {
    heading: 'API, atajos y automatizaciones',
    body: 'En «Ajustes», «Acceso a la API» crea tokens personales para registrar eventos desde un atajo del iPhone, una app de automatización de Android o un widget, o para leer tus cajas y eventos. Un token abre solo la API personal (/api/v1), nunca tus ajustes, los pagos ni tu cuenta; puede ser de solo lectura y puedes revocarlo cuando quieras.',
  },
  languages: {
    heading: 'Idiomas',
    body: 'Korai habla italiano, inglés, español, francés, alemán, portugués, ruso, árabe, hindi, japonés y chino. Cambia el idioma cuando quieras desde el menú de idiomas de la parte superior de la página. La ayuda y este chat responden en tu idioma o, si no, en inglés.',
  },
  contact: {
    heading: 'Contacto',
    body: `Para cualquier otra cosa escribe a ${f.supportEmail} o usa el formulario de contacto («Contáctanos» en Ajustes, «Escribir a soporte» en la página de ayuda): respondemos en menos de 24 horas.`,
  },
});
