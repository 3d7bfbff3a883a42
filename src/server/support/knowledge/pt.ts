import type { KnowledgeFacts } from './facts.js';
import type { KnowledgeText } from './knowledge-text.js';

export const pt = (f: KnowledgeFacts): KnowledgeText => ({
  about: {
    heading: 'O que é o Korai',
    body: 'O Korai é sua memória digital: você anota o que faz (um café, uma corrida, um filme que viu, um remédio que tomou) em caixas e encontra tudo de novo quando precisa, com relatórios, metas e o K-ORAI, um assistente que responde perguntas sobre os seus próprios dados. Para começar, basta um email e uma senha.',
  },
  boxes: {
    heading: 'Caixas contador e descritivas',
    body: `Uma caixa reúne um tipo de coisa que você quer acompanhar, com um nome, um emoji e uma cor: você a cria com «Nova». Uma caixa «Contador» soma +${f.tapQuantity} com um único toque (um copo de água, um café), e o último toque pode ser desfeito. Esqueceu algum? Mantenha a caixa pressionada (ou clique com o botão direito) para registrá-lo em outro dia e outra hora, ou várias vezes de uma vez. Uma caixa «Descritivo» pergunta a cada vez o que aconteceu, com notas, uma avaliação de ${f.ratingMin} a ${f.ratingMax} estrelas e #hashtags: ideal para livros, filmes, refeições ou sintomas. O nome, o emoji e a cor de uma caixa podem ser alterados depois; ao excluí-la, ela vai para a lixeira com seus eventos. O plano Free dá ${f.freeBoxes} caixas, o Pro até ${f.proBoxes}, e no Pro você pode marcar até ${f.starredBoxes} caixas como favoritas. Uma caixa pode ter uma unidade de medida (km, minutos, páginas…): cada evento descritivo passa a ter a sua quantidade, mostrada com a unidade na pesquisa e no ficheiro CSV, e o K-ORAI soma-a quando perguntas, por exemplo, quantos km correste esta semana.`,
  },
  events: {
    heading: 'Eventos, datas passadas e lembretes',
    body: 'Cada toque ou anotação é um evento com data e hora. Um toque numa caixa contador vale para agora; mantendo-a pressionada, você escolhe outro dia e outra hora. Numa caixa descritiva você escreve a descrição e, se quiser, notas, uma avaliação, uma data e uma hora: deixe a data em branco para agora, ou escolha um dia passado para registrar algo que fez antes. Você também pode registrar escrevendo, em qualquer plano (inclusive no Free): em «Registrar escrevendo», acima das suas caixas, escreva algo como dois cafés, corrida ontem à noite #parque ou só água, e o Korai mostra o que vai registrar (caixa, quantidade, dia e hora, tags), mas só salva quando você toca em «Registrar». Se nenhuma caixa tem esse nome, ele propõe criá-la em vez de escolher outra por conta própria; uma caixa contador só conta as vezes, sem medidas nem tags. Um evento com data futura é um «Lembrete» e entra nos seus relatórios quando o dia chega. As #hashtags na descrição ou nas notas ajudam a encontrar os eventos. Para renomear ou excluir um evento depois, encontre-o em «Buscar». Os eventos são ilimitados em todos os planos.',
  },
  goals: {
    heading: 'Metas',
    body: 'Com o Pro (e durante o teste) você cria uma meta em «Metas» com «Nova meta»: dá um nome, vincula uma ou mais caixas, escolhe a «Data de início» e, se quiser, uma data de término. Sem alvo, a meta conta os eventos das suas caixas do início ao fim (ou até hoje). Com um «Alvo» você escolhe «Pelo menos» ou «No máximo» e quantas vezes por dia, por semana, por mês ou no total até a data de término: por exemplo um mínimo de copos de água por dia, ou um máximo de cafés. Um alvo diário pode valer só em alguns dias da semana, como a academia na segunda, na quarta e na sexta. A meta mostra como você está no período atual (feito, no ritmo, atrasado, acima do limite), quanto falta, quantos períodos seguidos você atingiu e como foram os anteriores; o cartão de cada uma das suas caixas também mostra a contagem em relação ao alvo. Você pode abrir a meta para ver os eventos; quando chegar lá, toque em «Concluir» e dá para reativá-la depois. Para férias ou uma doença, pause uma meta ou todas: os dias em pausa não quebram a sequência nem a aumentam, e nesses dias os lembretes da caixa ficam em silêncio. Se as caixas do objetivo tiverem a mesma unidade, a meta pode contar essa unidade em vez das vezes, como os km corridos por semana.',
  },
  reports: {
    heading: 'Relatórios, gráficos e estatísticas',
    body: '«Relatórios» mostra seus eventos dos últimos «7 dias», «30 dias» ou do período que você escolher, de todas as caixas ou de uma: o total, a média por dia, a caixa mais e a menos ativa, como os eventos se distribuem entre as caixas e um gráfico por dia, semana ou mês com a «Linha de tendência». Escolhendo uma caixa você vê «Seu ano num relance», com a sequência atual e a mais longa. O Pro acrescenta o foco numa caixa (dias ativos e melhor dia) e «O que anda junto», as ligações entre suas caixas, como café e dor de cabeça.',
  },
  search: {
    heading: 'Busca',
    body: 'Em «Relatórios», a aba «Buscar» encontra eventos por palavra, #hashtag, caixa e período, até em anos de anotações. A partir de um resultado você pode renomear o evento ou excluí-lo.',
  },
  korai: {
    heading: 'K-ORAI, o assistente',
    body: `O K-ORAI responde perguntas sobre os seus próprios dados, feitas com as suas palavras: «Quantos copos de água eu bebi esta semana?» ou «Quando foi a última vez que eu fui correr?». Ele calcula os números a partir dos seus eventos, nunca os inventa, e mostra «De onde vêm os números»: toque num deles para abrir os eventos que ele contou. Ele também conhece as suas metas: pergunte se você está no ritmo das suas metas esta semana ou em quantos dias de novembro bateu a meta de água, e ele responde com os números de cada uma (como está em relação ao alvo, quanto falta, a sequência, os dias, semanas ou meses em que foi atingida), sem contar os dias em pausa; as metas fazem parte do Pro e do teste, e no Free ele avisa. Se em vez de uma pergunta você escrever algo para registrar, como dois cafés ontem, aparece acima do campo o que ele registraria, com o botão «Registrar». O Free inclui ${f.freeInsights} perguntas (insights) por mês, que voltam no primeiro dia de cada mês; o Pro e o teste não têm limite. Cada resposta também diz como ele entendeu a sua pergunta, com os dias exatos; quando não entende uma palavra, ele diz qual e oferece as leituras mais prováveis para tocar, em vez de um número para outra pergunta.`,
  },
  plans: {
    heading: 'Planos e preços: Free e Pro',
    body: `O Free não custa nada, para sempre: ${f.freeBoxes} caixas, eventos ilimitados, relatórios básicos e busca, exportação CSV e ${f.freeInsights} perguntas ao K-ORAI por mês. O Pro custa ${f.proMonthly} por mês ou ${f.proAnnual} por ano (você economiza ${f.annualSavings}%): até ${f.proBoxes} caixas, ${f.starredBoxes} favoritas, metas, notificações inteligentes, relatórios avançados e K-ORAI sem limites. Para comprar, abra o menu no canto superior direito, escolha «Plano» e toque em «Assinar o Pro»: você paga com cartão numa página de pagamento segura e pode cancelar quando quiser.`,
  },
  trial: {
    heading: 'Teste grátis',
    body: `Toda conta nova ganha ${f.trialDays} dias de Pro grátis, sem cartão de crédito. No fim do teste você volta sozinho para o Free, sem pagar nada e sem perder nada, a não ser que compre o Pro. Se tiver mais de ${f.freeBoxes} caixas, o Korai pergunta quais ${f.freeBoxes} manter: as outras vão para a lixeira com seus eventos e podem ser restauradas em até ${f.trashDays} dias, assim que houver espaço. Se você comprar o Pro durante o teste, não perde os dias que faltam: o primeiro pagamento acontece quando o teste termina.`,
  },
  cancel: {
    heading: 'Cancelar ou pausar a assinatura',
    body: `Abra o menu no canto superior direito e escolha «Plano»: em «Configurações da assinatura», «Cancelar assinatura» impede a renovação. O Pro continua ativo até o fim do período já pago e depois sua conta volta para o Free sem perder nada; se você tiver mais de ${f.freeBoxes} caixas, escolhe quais manter. Desligar a «Renovação automática» tem o mesmo efeito. «Pausar assinatura» interrompe as cobranças até você tocar em «Retomar os pagamentos».`,
  },
  export: {
    heading: 'Exportar seus dados (CSV)',
    body: f.freeExport
      ? 'Em «Relatórios», escolha um período (e, se quiser, algumas caixas) e toque em «Exportar CSV»: você baixa seus eventos num arquivo que qualquer planilha abre, inclusive o Excel. É grátis em todos os planos: seus dados são só seus. Para uma cópia completa da sua conta, use o backup.'
      : 'Em «Relatórios», escolha um período e toque em «Exportar CSV» para baixar seus eventos num arquivo que qualquer planilha abre. A exportação faz parte do Pro.',
  },
  import: {
    heading: 'Importar do Daylio, Loop, Nomie ou de um arquivo CSV',
    body: `Em «Configurações», «Importar dados» traz o histórico que você tinha no Daylio, Loop Habit Tracker, Nomie, em qualquer arquivo CSV (você escolhe as colunas) ou num CSV exportado do Korai, de até ${f.importMegabytes} MB. Uma prévia mostra os eventos, o período e as caixas antes de salvar qualquer coisa; eventos que já existem não são adicionados duas vezes, e as caixas novas contam no limite do seu plano. «Desfazer a importação» tira tudo de volta.`,
  },
  backup: {
    heading: 'Backup e restauração',
    body: 'Em «Configurações», «Baixar backup» salva num único arquivo tudo o que é seu: perfil, caixas, eventos, metas, lixeira, notificações e conversas com o K-ORAI. «Restaurar backup» traz tudo de volta quando você quiser, até numa conta nova: o que falta é adicionado, nada é duplicado e valem os limites do seu plano.',
  },
  trash: {
    heading: 'Lixeira: recuperar o que você apagou',
    body: `Uma caixa excluída (com seus eventos) ou um evento excluído vai para a «Lixeira», no menu do canto superior direito. De lá você pode «Restaurar» ou «Excluir para sempre». A lixeira se esvazia sozinha depois de ${f.trashDays} dias.`,
  },
  notifications: {
    heading: 'Notificações e lembretes',
    body: `O Pro e o teste têm as «Notificações inteligentes com IA»: lembretes escritos a partir dos seus dados (a contagem de hoje, sua sequência, suas metas) para até ${f.notificationBoxes} caixas, em até ${f.notificationTimes} horários do dia que você escolhe, no tom que preferir. Elas chegam como notificações push, então primeiro ative-as para o seu navegador em «Configurações». Em qualquer plano você pode receber o «Resumo semanal por email» na segunda de manhã: os totais da semana por caixa, a caixa mais ativa, a sequência mais longa e as metas alcançadas.`,
  },
  account: {
    heading: 'Perfil, senha, sessões e tema escuro',
    body: 'Em «Configurações» você edita o seu «Perfil» (nome, sobrenome, nome de usuário, bio e avatar), liga o «Tema escuro», usa «Alterar senha» e vê as «Sessões ativas» em outros dispositivos, encerrando as que quiser. Alterar a senha encerra todas as outras sessões. Para sair, escolha «Sair» no menu do canto superior direito. Para mudar o endereço de email, escreva ao suporte.',
  },
  passkeys: {
    heading: 'Entrar com digital ou rosto (passkeys)',
    body: 'O Korai pode deixar você entrar com a digital ou o rosto do seu dispositivo (Face ID, Touch ID e parecidos: uma passkey) em vez da senha. Entre uma vez com a senha, abra «Configurações» e toque em «Registrar este dispositivo». A partir daí, assim que você digita seu email, a tela de login oferece «Entrar com digital ou rosto». Na mesma lista você pode remover um dispositivo. Seu navegador precisa suportar passkeys.',
  },
  password: {
    heading: 'Senha esquecida',
    body: 'Na tela de login, toque em «Esqueceu a senha?» e digite seu email: enviamos um link para você escolher uma nova senha, válido por uma hora e de uso único. Alterar a senha encerra todas as outras sessões.',
  },
  deleteAccount: {
    heading: 'Excluir sua conta',
    body: 'Em «Configurações», em «Privacidade e segurança», «Excluir conta» apaga de uma vez sua conta com todos os dados: caixas, eventos, metas, conversas com o K-ORAI e sessões. Você confirma com a senha e não dá para desfazer: se quiser guardar uma cópia, baixe antes um backup.',
  },
  privacy: {
    heading: 'Meus dados estão seguros? Privacidade e segurança',
    body: 'Seus dados são só seus. Pedimos apenas um email e uma senha; não vendemos seus dados nem os mostramos a ninguém, e não há anúncios nem ferramentas de análise ou rastreamento de terceiros. As senhas são guardadas só como hash argon2id, seus dados trafegam criptografados (HTTPS) e cada requisição vê apenas os dados da sua própria conta. Você pode exportar seus eventos ou excluir sua conta quando quiser; a página de Privacidade explica o que guardamos e por quanto tempo.',
  },
  devices: {
    heading: 'Celular, computador e offline',
    body: 'O Korai funciona no navegador de qualquer celular, tablet ou computador, sem instalar nada de uma loja de apps; no celular você pode adicioná-lo à tela inicial e abri-lo como um app. Você pode entrar em quantos dispositivos quiser: suas caixas e eventos são os mesmos em todos. Sem conexão, as caixas que você já abriu continuam abrindo, e um toque ou evento novo fica «Salvo neste dispositivo» e é enviado assim que a conexão volta.',
  },
  apiTokens: {
    heading: 'API, atalhos e automações',
    body: 'Em «Configurações», «Acesso à API» cria tokens pessoais para registrar eventos a partir de um atalho do iPhone, de um app de automação do Android ou de um widget, ou para ler suas caixas e eventos. Um token abre só a API pessoal (/api/v1), nunca suas configurações, os pagamentos ou sua conta; ele pode ser somente leitura e você pode revogá-lo quando quiser.',
  },
  languages: {
    heading: 'Idiomas',
    body: 'O Korai fala italiano, inglês, espanhol, francês, alemão, português, russo, árabe, hindi, japonês e chinês. Troque o idioma quando quiser pelo menu de idiomas no alto da página. A ajuda e este chat respondem no seu idioma ou, se não for possível, em inglês.',
  },
  contact: {
    heading: 'Contato',
    body: `Para qualquer outra coisa, escreva para ${f.supportEmail} ou use o formulário de contato («Fale conosco» nas Configurações, «Escrever ao suporte» na página de ajuda): respondemos em até 24 horas.`,
  },
});
