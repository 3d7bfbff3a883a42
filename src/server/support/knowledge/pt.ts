import type { KnowledgeFacts } from './facts.js';

export const pt = (f: KnowledgeFacts) => `## O que é o Korai
O Korai é a sua memória digital: você anota o que faz (um café, uma corrida, um filme que viu, um remédio que tomou) e encontra tudo de novo quando precisa, com estatísticas, metas e um assistente que responde sobre os seus dados.

## Caixas e tipos de registro
Uma caixa reúne um tipo de coisa que você quer acompanhar, com nome e emoji. Uma caixa contador registra um evento com um toque (um copo de água, por exemplo). Uma caixa descritiva pede uma descrição e aceita notas, uma avaliação de 1 a 5 e a data: ótima para livros, filmes, refeições ou sintomas. No plano Free você tem ${f.freeBoxes} caixas, no Pro até ${f.proBoxes}, e no Pro pode marcar até ${f.starredBoxes} caixas como favoritas.

## Eventos, hashtags e lembretes
Cada toque ou anotação é um evento com data e hora. Escreva #hashtags na descrição ou nas notas para encontrar os eventos depois. Um evento com data futura é um lembrete e conta nas estatísticas quando o dia chega. Os eventos são ilimitados em todos os planos.

## Metas
Com o Pro você define metas para uma caixa (8 copos de água por dia ou 3 treinos por semana) e acompanha o progresso dia a dia.

## Relatórios e exportação CSV
Os relatórios mostram os últimos 7 ou 30 dias ou o período que você escolher, a distribuição entre as caixas e as médias por dia. O Pro acrescenta o foco em uma única caixa, a comparação entre períodos e as tendências. ${f.freeExport ? 'Você pode exportar seus eventos para um arquivo CSV em qualquer plano: seus dados são seus.' : 'A exportação dos seus eventos em CSV faz parte do Pro.'}

## Busca
A busca encontra eventos por texto, #hashtag, caixa e período, mesmo em anos de anotações.

## K-ORAI, o assistente
O K-ORAI responde perguntas sobre os seus próprios dados no seu idioma, como "quantos cafés eu tomei na semana passada?" ou "quando vi o último filme?". Ele calcula os números a partir dos seus eventos e mostra de onde vem cada um, para você conferir com um toque. O Free inclui ${f.freeInsights} perguntas por mês; o Pro, perguntas ilimitadas.

## Planos e preços
O Free é grátis para sempre: ${f.freeBoxes} caixas, eventos ilimitados, relatórios básicos e ${f.freeInsights} perguntas ao K-ORAI por mês. O Pro custa ${f.proMonthly} por mês ou ${f.proAnnual} por ano (você economiza ${f.annualSavings}%): até ${f.proBoxes} caixas, metas, notificações inteligentes, relatórios avançados e K-ORAI sem limites. O pagamento é feito com cartão; você pode cancelar quando quiser e o Pro continua ativo até o fim do período pago.

## Teste grátis
Toda conta nova ganha ${f.trialDays} dias de Pro grátis, sem cartão de crédito. No fim, você volta ao Free se não comprar o Pro; se tiver mais de ${f.freeBoxes} caixas, escolhe quais manter e as outras vão para a lixeira, de onde podem ser recuperadas.

## Lixeira
Uma caixa ou um evento excluído vai para a lixeira: lá você pode restaurá-lo ou excluí-lo para sempre. A lixeira se esvazia sozinha depois de ${f.trashDays} dias.

## Configurações e notificações
Nas configurações você edita perfil, avatar e bio, troca a senha, vê e encerra as sessões ativas, gerencia o login biométrico e exclui a conta. No Pro, as notificações inteligentes lembram você de até ${f.notificationBoxes} caixas, até ${f.notificationTimes} vezes por dia.

## Senha esquecida
Se você não lembra a senha, toque em "Esqueceu a senha?" na tela de login: enviamos por e-mail um link para criar uma nova, válido por uma hora. Trocar a senha encerra todas as outras sessões.

## Idiomas
O Korai fala italiano, inglês, espanhol, francês, alemão, português, russo, árabe, hindi, japonês e chinês. Troque o idioma quando quiser no menu do topo.

## Privacidade e segurança
Pedimos apenas o seu e-mail e uma senha. As senhas são protegidas com argon2id, seus dados nunca são vendidos nem mostrados a ninguém, e você pode excluir a conta com todos os dados a qualquer momento.

## Contato
Para qualquer outra dúvida, escreva para ${f.supportEmail} ou use o formulário de contato do app: respondemos em até 24 horas.
`;
