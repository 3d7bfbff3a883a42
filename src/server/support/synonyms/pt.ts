import type { Synonyms } from './synonyms.js';

export const pt: Synonyms = {
  about:
    'o que e o korai, o que e korai, pra que serve o korai, para que serve o korai, o que o korai faz, como funciona o korai',
  price:
    'preco*, custa, custam, custo, pagar, pago, pagamento*, caro, barato, reais, euro*, eur, por mes, por ano, mensal*, anual*, valor*, comprar, compra, assinar o pro, upgrade',
  cancel: 'cancel*, desassin*, renovacao*, reembols*, parar de pagar, encerrar a assinatura',
  pause: 'pausa*, suspend*, congelar, dar um tempo',
  trial: 'teste*, testar, experimentar, periodo de teste, avaliacao, trial',
  passkey:
    'digital, impressao digital, biometri*, face id, faceid, touch id, touchid, passkey*, rosto, reconhecimento facial, dedo',
  forgot: 'esqueci*, esquec*, perdi a senha, nao lembro, redefinir, recuperar a senha, nova senha, nao consigo entrar',
  security:
    'segur*, privacidade, privad*, protegid*, protecao, criptograf*, hacke*, vend*, anuncio*, propaganda, lgpd, gdpr, quem ve, terceiros, rastreamento',
  import: 'import*, daylio, loop, nomie, trazer meus dados, transferi*, migra*, venho do',
  export: 'export*, csv, excel, planilha*, baixar meus dados, tirar meus dados',
  backup: 'backup*, copia de seguranca, copia, back up',
  trash: 'lixeira, lixo, apaguei, apagad*, excluid*, por engano, sem querer',
  create: 'cria*, crio, nov*, adicion*',
  edit: 'edita*, renome*, corrigir, alterar, mudar, trocar',
  restore: 'restaur*, recuper*, desfazer, trazer de volta',
  delete: 'apagar, apago, exclu*, deletar, remover, encerrar minha conta, fechar minha conta',
  language:
    'idioma*, lingua*, tradu*, portugues, ingles, italiano, espanhol, frances, alemao, russo, arabe, hindi, japones, chines',
  contact: 'contat*, suporte, atendimento, falar com, uma pessoa, humano, escrever, respond*, resposta, ajuda',
  offline: 'offline, sem internet, sem conexao, sem rede, sem sinal, modo aviao',
  mobileApp:
    'iphone, ipad, android, celular, telefone, instalar, app store, play store, tela inicial, tablet, computador, pc, dispositivos, sincroniz*',
  app: 'app, aplicativo*',
  api: 'api, token*, atalho*, automac*, automatiz*, zapier, ifttt, tasker, widget, integrac*',
  search: 'busca*, buscar, procurar, pesquis*, encontrar, achar',
  goal: 'meta, metas, objetivo*, alvo',
  report: 'relatorio*, estatistica*, grafico*, tendencia*, media, sequencia*, analise*, correlac*, progresso',
  assistant: 'k orai, ia, assistente, inteligencia artificial, chatgpt',
  notification: 'notifica*, me lembrar, lembrar, avis*, alerta*, push, resumo semanal',
  theme: 'tema escuro, modo escuro, escuro, modo noturno, tema',
  profile:
    'perfil, avatar, foto, imagem, nome de usuario, bio, meu nome, endereco de email, mudar o email, trocar o email',
  session: 'sessao, sessoes, dispositivos conectados, outros dispositivos, deslogar, sair de todos, sair, logout',
  favourite: 'favorit*, estrela',
  boxType: 'contador*, descritiv*, tipo de caixa, tipos de caixa',
  hashtag: 'hashtag*, tag, tags, etiqueta*, #*',
  reminder: 'lembrete*, data futura, no futuro, futur*, agendar',
  pastDate: 'ontem, data passada, dia passado, outro dia, semana passada',
  password: 'senha*, password',
  free: 'gratis, gratuit*, sem pagar, de graca, free',
  limit: 'quantas, quantos, limite*, maximo, ilimitad*, mais de',
  box: 'caixa*, categoria*, tracker, habito*',
  account: 'conta, contas, cadastr*, registr*',
  subscription: 'assinatura*, assinar, pro, premium',
  plan: 'plano, planos',
  signIn: 'entrar, login, logar, acessar, acesso',
  settings: 'configurac*, ajustes, preferencias, opcoes',
  event: 'evento*, registrar, anotar, marcar, toque, adicionar, lancar',
  data: 'dados, dado, informac*',
};
