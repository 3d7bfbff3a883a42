import type { KnowledgeFacts } from './facts.js';

export const es = (f: KnowledgeFacts) => `## Qué es Korai
Korai es tu memoria digital: anotas lo que haces (un café, una carrera, una película que viste, una pastilla que tomaste) y lo vuelves a encontrar cuando lo necesitas, con estadísticas, objetivos y un asistente que responde sobre tus datos.

## Cajas y tipos de registro
Una caja reúne un tipo de cosa que quieres registrar, con un nombre y un emoji. Una caja contador registra un evento con un solo toque (por ejemplo, un vaso de agua). Una caja descriptiva pide una descripción y admite notas, una valoración de 1 a 5 y la fecha: ideal para libros, películas, comidas o síntomas. Con el plan Free tienes ${f.freeBoxes} cajas, con Pro hasta ${f.proBoxes}, y en Pro puedes marcar hasta ${f.starredBoxes} cajas como favoritas.

## Eventos, hashtags y recordatorios
Cada toque o anotación es un evento con fecha y hora. Escribe #hashtags en la descripción o en las notas para encontrar los eventos más tarde. Un evento con fecha futura es un recordatorio y cuenta en las estadísticas cuando llega su día. Los eventos son ilimitados en todos los planes.

## Objetivos
Con Pro fijas objetivos para una caja (8 vasos de agua al día o 3 entrenamientos a la semana) y sigues tu progreso día a día.

## Informes y exportación CSV
Los informes muestran los últimos 7 o 30 días o el periodo que elijas, el reparto entre cajas y las medias diarias. Pro añade el enfoque en una sola caja, la comparación de periodos y las tendencias. ${f.freeExport ? 'Puedes exportar tus eventos a un archivo CSV con cualquier plan: tus datos son tuyos.' : 'La exportación de tus eventos a CSV está incluida en Pro.'}

## Búsqueda
La búsqueda encuentra eventos por texto, #hashtag, caja y periodo, incluso entre años de anotaciones.

## K-ORAI, el asistente
K-ORAI responde preguntas sobre tus propios datos en tu idioma, como "¿cuántos cafés tomé la semana pasada?" o "¿cuándo vi la última película?". Calcula las cifras a partir de tus eventos y muestra de dónde sale cada una, para que la compruebes con un toque. Free incluye ${f.freeInsights} preguntas al mes y Pro preguntas ilimitadas.

## Planes y precios
Free es gratis para siempre: ${f.freeBoxes} cajas, eventos ilimitados, informes básicos y ${f.freeInsights} preguntas a K-ORAI al mes. Pro cuesta ${f.proMonthly} al mes o ${f.proAnnual} al año (ahorras un ${f.annualSavings}%): hasta ${f.proBoxes} cajas, objetivos, notificaciones inteligentes, informes avanzados y K-ORAI sin límites. Se paga con tarjeta; puedes cancelar cuando quieras y Pro sigue activo hasta el final del periodo pagado.

## Prueba gratuita
Cada cuenta nueva recibe ${f.trialDays} días de Pro gratis, sin tarjeta de crédito. Al terminar vuelves a Free si no compras Pro; si tienes más de ${f.freeBoxes} cajas, eliges cuáles conservar y las demás van a la papelera, desde donde puedes recuperarlas.

## Papelera
Una caja o un evento eliminado va a la papelera: desde allí puedes restaurarlo o borrarlo para siempre. La papelera se vacía sola a los ${f.trashDays} días.

## Ajustes y notificaciones
En Ajustes editas tu perfil, avatar y biografía, cambias la contraseña, ves y cierras las sesiones activas, gestionas el acceso biométrico y eliminas la cuenta. En Pro, las notificaciones inteligentes te recuerdan hasta ${f.notificationBoxes} cajas, hasta ${f.notificationTimes} veces al día.

## Contraseña olvidada
Si no recuerdas tu contraseña, toca «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión: te enviamos por correo un enlace para elegir una nueva, válido durante una hora. Al cambiar la contraseña se cierran todas las demás sesiones.

## Idiomas
Korai habla italiano, inglés, español, francés, alemán, portugués, ruso, árabe, hindi, japonés y chino. Cambia el idioma cuando quieras desde el menú superior.

## Privacidad y seguridad
Solo pedimos tu correo electrónico y una contraseña. Las contraseñas se protegen con argon2id, tus datos nunca se venden ni se muestran a nadie, y puedes eliminar tu cuenta con todos sus datos en cualquier momento.

## Contacto
Para cualquier otra cosa escribe a ${f.supportEmail} o usa el formulario de contacto de la app: respondemos en 24 horas.
`;
