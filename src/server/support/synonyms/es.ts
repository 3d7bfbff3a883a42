import type { Synonyms } from './synonyms.js';

export const es: Synonyms = {
  about: 'que es korai, de que va korai, para que sirve korai, que hace korai, como funciona korai, que es esta app',
  price:
    'preci*, cuesta, cuestan, costo, coste, cuanto vale, pagar, pago, caro, barato, euro*, eur, al mes, al ano, mensual*, anual*, tarifa*, comprar, compro, pasarme a pro, pasarse a pro',
  cancel:
    'cancel*, darme de baja, dar de baja, baja, anular la suscripcion, renovacion automatica, renova*, reembols*, dejar de pagar',
  pause: 'pausa*, suspend*, congelar',
  trial: 'prueba*, probar, probarlo, periodo de prueba, trial',
  passkey: 'huella*, biometri*, face id, faceid, touch id, touchid, passkey*, rostro, reconocimiento facial, dedo',
  forgot:
    'olvid*, no me acuerdo, me olvide, perdi la contrasena, no recuerdo, restablecer, recuperar la contrasena, nueva contrasena, no puedo entrar',
  security:
    'segur*, privacidad, privad*, protegid*, proteccion, cifrad*, encriptad*, hacke*, vende*, venden, publicidad, anuncios, rgpd, gdpr, quien ve, terceros, rastreo',
  import: 'import*, daylio, loop, nomie, traer mis datos, transferi*, migra*, vengo de',
  export: 'export*, csv, excel, hoja de calculo, descargar mis datos, sacar mis datos',
  backup: 'copia de seguridad, copia, backup, respaldo',
  trash: 'papelera, borrad*, eliminad*, por error, sin querer',
  create: 'crea*, creo, nuev*, anadir',
  edit: 'edita*, modific*, renombr*, corregir, cambia*',
  restore: 'restaur*, recuperar, recupero, deshacer, volver a tener',
  delete: 'borrar, borro, elimin*, quitar, cerrar mi cuenta',
  language:
    'idioma*, lengua*, tradu*, espanol, ingles, italiano, frances, aleman, portugues, ruso, arabe, hindi, japones, chino',
  contact:
    'contact*, soporte, asistencia, escribir*, escribiros, hablar con, una persona, humano, atencion al cliente, responden, respuesta, ayuda',
  offline: 'sin conexion, sin internet, offline, sin red, sin cobertura, modo avion',
  mobileApp:
    'iphone, ipad, android, movil, celular, telefono, instalar, app store, play store, pantalla de inicio, tableta, ordenador, computadora, pc, dispositivos, sincroniz*',
  app: 'app, aplicacion*',
  api: 'api, token*, atajo*, automatiza*, zapier, ifttt, tasker, widget, integracion*',
  search: 'busc*, encontrar, encuentro, localizar',
  goal: 'objetivo*, meta, metas',
  report: 'informe*, estadistic*, grafic*, tendencia*, media, promedio, racha*, analisis, correlacion*, progreso',
  assistant: 'k orai, ia, asistente, inteligencia artificial, chatgpt',
  notification: 'notifica*, recordarme, aviso*, avisar, push, resumen semanal',
  theme: 'tema oscuro, modo oscuro, oscuro, modo noche, tema',
  profile: 'perfil, avatar, foto, imagen, nombre de usuario, bio, mi nombre, correo, direccion de email, mi email',
  session: 'sesion*, dispositivos conectados, otros dispositivos, cerrar sesion, salir, logout',
  favourite: 'favorit*, estrella, destacad*',
  boxType: 'contador*, descriptiv*, tipo de caja, tipos de caja',
  hashtag: 'hashtag*, etiqueta*, tag, #*',
  reminder: 'recordatorio*, fecha futura, en el futuro, futur*, programar',
  pastDate: 'ayer, fecha pasada, dia pasado, otro dia, semana pasada',
  password: 'contrasena*, clave, password',
  free: 'gratis, gratuit*, sin pagar, sin coste, free',
  limit: 'cuantas, cuantos, limite*, maximo, ilimitad*, mas de',
  box: 'caja, cajas, categoria*, tracker, habito*',
  account: 'cuenta, cuentas, registr*, darme de alta',
  subscription: 'suscrip*, subscrip*, pro, premium, membresia',
  plan: 'plan, planes',
  signIn: 'entrar, iniciar sesion, acceder, acceso, login, loguear*',
  settings: 'ajuste*, configuracion*, preferencias, opciones',
  event: 'evento*, apuntar, anotar, registrar, toque, entrada, anadir, agregar',
  data: 'datos, dato, informacion',
};
