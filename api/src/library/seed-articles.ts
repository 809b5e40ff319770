import type { ArticleCategory } from '@trilha/shared';

export interface SeedArticle {
  /** Fixed UUID so re-seeding is idempotent. */
  id: string;
  title: string;
  description: string;
  content: string; // markdown
  category: ArticleCategory;
  author: string;
  tags: string[];
}

/**
 * The library's starter articles, in pt-BR, loaded once on a fresh install.
 * Content is markdown limited to headings, bold, italic, dash lists and paragraphs.
 */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  // ---------------------------------------------------------------- Empatizar
  {
    id: '0193a5c0-0000-7000-8000-000000000001',
    title: 'Como preparar e conduzir uma entrevista de empatia',
    description:
      'Do roteiro às perguntas de acompanhamento: como ouvir histórias reais, evitar perguntas indutoras e usar os 5 porquês sem transformar a conversa em interrogatório.',
    category: 'empathize',
    author: 'Marina Costa',
    tags: ['entrevista', 'pesquisa', 'empatia', 'roteiro', '5 porquês'],
    content: `## Para que serve uma entrevista de empatia

A entrevista de empatia não é uma pesquisa de opinião. O objetivo não é descobrir se as pessoas gostariam de um produto, e sim entender como elas vivem uma situação hoje: o que fazem, por que fazem, o que sentem e onde tropeçam. Opiniões sobre o futuro são pouco confiáveis; histórias sobre o passado recente valem ouro.

Por isso, a pergunta que guia toda a preparação é: **que histórias eu preciso ouvir para entender este problema?**

## Preparando o roteiro

Comece listando tudo o que a equipe quer saber, sem filtro. Depois agrupe os temas e ordene-os do mais geral ao mais específico. Um bom roteiro costuma ter três blocos:

- **Abertura**: apresentação, consentimento para gravar e perguntas leves sobre a rotina da pessoa.
- **Exploração**: pedidos de histórias concretas sobre o tema ("Me conta a última vez que você...").
- **Aprofundamento**: perguntas sobre emoções, contradições e momentos marcantes.

Leve o roteiro como um guia, não como um questionário. Se a conversa tomar um caminho interessante, siga-o. Em geral, oito a doze perguntas-base bastam para uma conversa de 45 minutos.

Defina também os papéis: uma pessoa conduz, outra anota. Quem anota registra falas literais, entre aspas, e separa o que foi dito do que foi interpretado.

## Evitando perguntas indutoras

Uma pergunta indutora entrega a resposta esperada. "Você acha difícil agendar consultas pelo aplicativo?" já sugere que é difícil. Compare com "Como foi a última vez que você agendou uma consulta?". A segunda deixa a pessoa contar a própria história.

Alguns cuidados práticos:

- Prefira perguntas abertas, que começam com "como", "o que" e "me conta".
- Evite perguntas sobre o futuro ("Você usaria...?"). Pergunte sobre o que já aconteceu.
- Não ofereça opções prontas ("foi por causa do preço ou da demora?").
- Não apresente a sua ideia de solução durante a entrevista.
- Aguente o silêncio. Depois de uma resposta, espere três ou quatro segundos: muitas vezes a informação mais rica vem logo em seguida.

## Os 5 porquês

Os 5 porquês ajudam a passar da superfície para a motivação. Quando a pessoa descreve um comportamento, pergunte por que ele acontece, e repita a pergunta sobre a resposta seguinte. O número cinco é uma referência, não uma regra.

Exemplo com uma estudante que usa planilhas para controlar gastos:

- "Por que você usa planilha e não um aplicativo?" "Porque eu confio mais."
- "Por que confia mais?" "Porque eu vejo cada número que entrou."
- "Por que isso é importante?" "Porque uma vez um app somou errado e eu fiquei no vermelho."

Em três passos, a conversa saiu de "prefiro planilha" para uma necessidade de **controle e transparência** nascida de uma experiência ruim.

Cuidado com o tom: "por quê?" repetido soa como cobrança. Varie a forma: "O que faz isso ser importante para você?", "Como assim?", "Pode me dar um exemplo?".

## Depois da entrevista

Reserve quinze minutos logo após cada conversa para que a dupla registre as impressões enquanto estão frescas: frases marcantes, surpresas, contradições entre o que a pessoa disse e o que ela fez. Esse material é a matéria-prima do mapa de empatia e da síntese que vem depois.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000002',
    title: 'Observação de campo e shadowing: aprender vendo as pessoas em ação',
    description:
      'O que as pessoas fazem nem sempre coincide com o que dizem. Veja como planejar uma observação, acompanhar alguém no dia a dia e registrar o que importa.',
    category: 'empathize',
    author: 'Rafael Oliveira',
    tags: ['observação', 'shadowing', 'pesquisa de campo', 'empatia'],
    content: `## Por que observar

Entrevistas revelam o que as pessoas lembram e o que estão dispostas a contar. A observação revela o resto: os atalhos, as gambiarras, as interrupções e os hábitos tão automáticos que ninguém pensa em mencioná-los. Um atendente de farmácia pode dizer que consulta o sistema para cada receita; ao observá-lo, você percebe que ele sabe de cor os vinte remédios mais vendidos e só abre o sistema para os demais.

## Observação de campo

Na observação de campo, a equipe vai ao lugar onde a atividade acontece (uma agência, uma feira, uma sala de espera) e registra o que vê sem interferir. Para planejar:

- **Defina o foco.** "Entender como pacientes esperam pela consulta" é melhor do que "observar a clínica".
- **Escolha horários variados.** Uma segunda de manhã e uma sexta à tarde podem mostrar realidades diferentes.
- **Peça autorização** ao responsável pelo local e explique o que será feito com as anotações.
- **Prepare um guia simples de registro**: pessoas, ações, objetos, ambiente, interações.

Durante a observação, anote fatos antes de interpretações. "A senhora olhou o painel de senhas quatro vezes em dez minutos" é um fato. "Ela estava ansiosa" é uma interpretação, que deve ser registrada à parte e marcada como hipótese.

## Shadowing

No shadowing, você acompanha uma pessoa específica ao longo de um período: um turno, uma manhã, um processo completo. É como ser a sombra dela. A técnica é especialmente útil para entender trabalhos complexos, com muitas ferramentas e interrupções.

Combine as regras antes de começar: por quanto tempo, quais momentos são privados, quando você pode fazer perguntas. Em geral, é melhor guardar as perguntas para as pausas naturais e usar uma conversa final para esclarecer o que você viu. Perguntas como "Notei que você anotou algo no papel antes de digitar. Por quê?" costumam render descobertas valiosas.

### Exemplo

Uma equipe que desenhava um sistema para enfermagem acompanhou uma enfermeira durante um plantão. Ela nunca mencionou, nas entrevistas, que carregava um papel dobrado no bolso com os horários de medicação de cada paciente. O papel existia porque o sistema só estava disponível no computador do posto, longe dos leitos. Essa observação mudou o problema que a equipe decidiu resolver.

## Cuidados éticos e práticos

- Seja discreto: roupas neutras, sem notebook aberto quando um caderno basta.
- Fotografe apenas com permissão e evite rostos quando não forem necessários.
- Não corrija nem ajude a pessoa, a não ser que haja risco. Sua presença já muda o comportamento; não aumente esse efeito.
- Observe em dupla sempre que possível e compare as anotações ao final.
- Respeite a rotina do local: se a sua presença atrapalhar o atendimento, afaste-se.

## O que levar para a síntese

Ao final, cada observador deve listar de cinco a dez observações marcantes, cada uma escrita como um fato concreto, e destacar as **contradições** entre o que foi dito e o que foi feito. São essas tensões que alimentam os melhores insights na fase de definição.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000003',
    title: 'Como construir um mapa de empatia a partir da pesquisa',
    description:
      'Organize falas, comportamentos e emoções nos quadrantes diz, pensa, faz e sente, e use as tensões entre eles para chegar a necessidades reais.',
    category: 'empathize',
    author: 'Juliana Ferreira',
    tags: ['mapa de empatia', 'síntese', 'empatia', 'pesquisa'],
    content: `## O que é o mapa de empatia

O mapa de empatia é uma forma visual de organizar o que a equipe aprendeu sobre uma pessoa ou um grupo de pessoas. Ele divide as descobertas em quatro quadrantes:

- **Diz**: frases que a pessoa falou, de preferência literais.
- **Pensa**: o que ela pode estar pensando, mas não disse, inferido a partir de sinais.
- **Faz**: ações e comportamentos observados ou relatados.
- **Sente**: emoções percebidas, como frustração, orgulho, medo ou alívio.

O mapa não é um exercício de imaginação. Cada nota precisa ter origem em algo que a equipe viu ou ouviu. Se ninguém consegue dizer de qual entrevista veio um post-it, ele não deveria estar ali.

## Preparando o material

Antes da sessão, cada pesquisador relê suas anotações e escreve uma descoberta por post-it. Use cores diferentes por participante ou marque cada nota com um código (por exemplo, "E3" para a terceira entrevista). Isso permite rastrear a origem e perceber quando um padrão aparece em várias pessoas ou em apenas uma.

Decida também se o mapa será de um único participante ou de um segmento. Para equipes iniciantes, começar com um mapa por entrevistado e depois consolidar costuma dar melhores resultados do que misturar todo mundo de uma vez.

## Preenchendo os quadrantes

Comece pelos quadrantes mais concretos, **diz** e **faz**, porque eles se apoiam diretamente em dados. Em seguida, passe para **pensa** e **sente**, que exigem interpretação. Nesses dois, a pergunta-guia é: "que evidência nos faz acreditar nisso?".

Exemplo com um motorista de aplicativo:

- Diz: "Eu trabalho na hora que eu quiser."
- Faz: fica conectado das 6h às 22h na sexta e no sábado.
- Pensa: "Se eu parar agora, perco a meta do fim de semana."
- Sente: cansaço e uma pressão constante por desempenho.

## O valor está nas tensões

O momento mais importante vem depois de preencher o mapa: procurar **contradições** entre os quadrantes. No exemplo, o motorista diz valorizar a liberdade de horário, mas se comporta como se tivesse uma jornada rígida e exaustiva. Essa tensão aponta para algo mais profundo do que "ele quer flexibilidade".

Percorra o mapa com perguntas como:

- Onde o que a pessoa diz diverge do que ela faz?
- Que emoção aparece com mais força, e em que situação?
- O que ela parece querer, mas não consegue?

## Da tensão à necessidade

Abaixo do mapa, reserve duas áreas: **dores** (o que atrapalha) e **ganhos** (o que ela deseja alcançar). Escreva as necessidades como verbos, por exemplo "sentir que controla a própria renda" ou "saber quando vale a pena parar", e não como soluções ("um app de metas"). Necessidades bem escritas abrem espaço para muitas ideias; soluções disfarçadas de necessidade fecham esse espaço cedo demais.

## Erros comuns

- Preencher o mapa sem pesquisa, apenas com suposições da equipe.
- Parar no preenchimento e não procurar tensões.
- Misturar perfis muito diferentes num único mapa.
- Deixar o mapa esquecido na parede: fotografe, digitalize e leve-o para a definição do problema.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000004',
    title: 'Personas a partir de dados, não de estereótipos',
    description:
      'Como transformar padrões da pesquisa em personas úteis para decisões de produto, evitando personagens inventados, clichês demográficos e detalhes irrelevantes.',
    category: 'empathize',
    author: 'Thiago Almeida',
    tags: ['personas', 'pesquisa', 'segmentação', 'empatia', 'síntese'],
    content: `## Para que serve uma persona

Uma persona é um retrato de um tipo de usuário, construído a partir de padrões observados na pesquisa. Ela existe para ajudar a equipe a tomar decisões: "a Dona Lúcia conseguiria fazer isso sozinha?" é uma pergunta muito mais útil numa reunião do que "os usuários vão entender?".

O problema é que muitas personas são escritas na sala de reunião, sem pesquisa, e acabam reproduzindo estereótipos: a mãe ocupada, o jovem conectado, o idoso que não sabe usar tecnologia. Essas personas confirmam o que a equipe já pensava e não ajudam a decidir nada.

## Comece pelos comportamentos

O ponto de partida não é a demografia, e sim as diferenças de comportamento, motivação e contexto que apareceram nas entrevistas e observações. Um caminho prático:

- Liste as variáveis que mais diferenciam os participantes: frequência de uso, nível de confiança, motivação principal, restrições de tempo ou dinheiro.
- Posicione cada participante em cada variável, numa escala simples, de "pouco" a "muito".
- Procure grupos de participantes que aparecem juntos em várias variáveis. Cada grupo consistente é um candidato a persona.

Se oito entrevistados se dividem claramente entre quem "planeja tudo com antecedência" e quem "resolve na última hora", você provavelmente tem duas personas, e elas podem ter a mesma idade e a mesma renda.

## O que uma boa persona contém

- **Nome e uma frase-síntese**, de preferência inspirada numa fala real.
- **Contexto**: onde e como a pessoa vive a situação estudada.
- **Objetivos**: o que ela está tentando alcançar.
- **Dores e barreiras**: o que atrapalha hoje.
- **Comportamentos-chave**: hábitos que influenciam o desenho da solução.
- **Evidências**: quantos participantes sustentam esse perfil e citações que o ilustram.

O que deixar de fora: hobbies, signo, marca de roupa e outros detalhes que não mudam nenhuma decisão. Detalhes irrelevantes deixam a persona mais "viva", mas também mais inventada.

## Exemplo

Em vez de "Carla, 34 anos, mãe de dois, adora ioga", uma persona baseada em dados para um serviço de vacinação poderia ser:

*Carla, a que organiza a família.* Cuida da agenda de saúde de três pessoas. Usa a carteirinha de papel como fonte da verdade porque já perdeu registros em aplicativos. Sua maior dor é descobrir tarde demais que uma dose venceu. Perfil presente em cinco de nove entrevistas.

Repare que a idade nem aparece: ela não foi decisiva na pesquisa.

## Como evitar estereótipos

- Revise cada atributo perguntando "qual dado sustenta isso?".
- Desconfie de personas que batem perfeitamente com o que a equipe imaginava antes da pesquisa.
- Varie nomes, gêneros e origens de forma intencional, sem transformar esses traços na explicação do comportamento.
- Atualize as personas quando novas pesquisas contradisserem o retrato atual.

## Mantendo as personas vivas

Personas só valem se forem usadas. Leve-as para as sessões de ideação, cite-as ao priorizar funcionalidades e use-as para recrutar participantes de testes. Se ninguém se lembra delas um mês depois, provavelmente eram genéricas demais.`,
  },

  // ------------------------------------------------------------------ Definir
  {
    id: '0193a5c0-0000-7000-8000-000000000005',
    title: 'Mapa de jornada: enxergando a experiência de ponta a ponta',
    description:
      'Passo a passo para mapear etapas, ações, pensamentos e emoções de um usuário ao longo de uma experiência e descobrir onde estão os momentos críticos.',
    category: 'define',
    author: 'Camila Rodrigues',
    tags: ['jornada do usuário', 'mapeamento', 'experiência', 'definição'],
    content: `## O que é um mapa de jornada

O mapa de jornada representa a experiência de uma pessoa ao longo do tempo, enquanto ela tenta atingir um objetivo: abrir uma conta, matricular um filho na escola, resolver um problema com a operadora. Ele mostra não apenas o que a pessoa faz, mas o que pensa e sente em cada etapa, e quais pontos de contato participam da experiência.

Enquanto o mapa de empatia é uma fotografia, a jornada é um filme. Ela ajuda a encontrar o momento exato em que a experiência quebra.

## Antes de desenhar

Defina três coisas:

- **Quem**: uma persona ou um perfil específico. Jornadas de "todos os usuários" viram médias que não representam ninguém.
- **Qual objetivo**: a jornada começa quando a necessidade surge e termina quando ela é resolvida ou abandonada.
- **Qual versão**: a jornada atual (como é hoje) ou a desejada (como deveria ser). Na fase de definição, mapeie primeiro a atual, baseada na pesquisa.

## Estrutura básica

Desenhe colunas para as etapas e linhas para as dimensões:

- **Etapas**: as grandes fases da experiência, em geral de cinco a oito.
- **Ações**: o que a pessoa faz em cada etapa.
- **Pontos de contato**: canais, pessoas e objetos envolvidos, como site, atendente, boleto ou fila.
- **Pensamentos**: dúvidas e expectativas, de preferência com citações reais.
- **Emoções**: uma curva que sobe e desce, indicando momentos positivos e negativos.
- **Oportunidades**: ideias iniciais ou perguntas que surgem em cada etapa.

## Exemplo: renovar a carteira de motorista

Etapas de um motorista que precisa renovar a habilitação: perceber o vencimento, descobrir o que precisa fazer, agendar o exame, ir à clínica, pagar as taxas, aguardar e receber o documento.

A curva emocional costuma despencar em "descobrir o que precisa fazer", quando a pessoa navega entre sites com informações conflitantes, e em "aguardar", quando não há nenhum sinal do andamento. Curiosamente, o exame em si, que a equipe imaginava ser o ponto mais tenso, aparece como neutro nas entrevistas. É esse tipo de surpresa que justifica o mapa.

## Conduzindo a sessão

- Trabalhe com post-its numa parede ou num quadro digital, para que seja fácil reorganizar.
- Preencha primeiro as etapas e ações, validando a sequência com os dados da pesquisa.
- Em seguida, adicione pensamentos e emoções, sempre apontando a evidência.
- Desenhe a curva emocional por último e marque os pontos mais baixos.

## Lendo o mapa

Os vales da curva são candidatos naturais a problema. Mas observe também:

- **Transições** entre canais, quando a pessoa sai do site para o telefone, por exemplo: é onde a informação se perde.
- **Esperas** sem retorno, que geram ansiedade desproporcional ao tempo real.
- **Etapas invisíveis** para a organização, como pedir ajuda a um parente.

Escolha um ou dois momentos críticos e leve-os para a construção do ponto de vista. Um mapa que tenta resolver tudo de uma vez raramente resolve alguma coisa.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000006',
    title: 'Da pesquisa aos insights: síntese com diagrama de afinidade',
    description:
      'Como transformar dezenas de anotações de campo em agrupamentos, padrões e insights acionáveis, usando o diagrama de afinidade numa sessão colaborativa.',
    category: 'define',
    author: 'Marina Costa',
    tags: ['síntese', 'diagrama de afinidade', 'insights', 'pesquisa', 'definição'],
    content: `## O desafio da síntese

Depois de uma rodada de entrevistas e observações, a equipe tem em mãos centenas de anotações, gravações e fotos. A tentação é pular direto para as soluções. A síntese é a etapa que transforma esse volume de dados em poucas afirmações claras sobre o que está acontecendo e por quê.

O diagrama de afinidade é a técnica mais usada para isso: agrupar observações pelo que elas têm em comum, de baixo para cima, deixando que as categorias surjam dos dados.

## Preparando as notas

- Uma observação por post-it, escrita de forma que qualquer pessoa entenda sem contexto.
- Frases curtas e concretas: "Paga o condomínio no último dia porque espera o salário cair" é melhor do que "problema com pagamentos".
- Identifique a origem (participante e método) num canto da nota.
- Prefira fatos e citações. Interpretações podem entrar, mas marcadas como tal.

Uma pesquisa com oito entrevistas costuma gerar entre 150 e 300 notas. É normal.

## Agrupando

Espalhe as notas e peça que a equipe, em silêncio, aproxime as que parecem relacionadas. O silêncio evita que a pessoa mais falante defina as categorias. Depois de quinze ou vinte minutos, os grupos começam a se estabilizar.

Regras úteis:

- Não crie categorias antes de agrupar. "Preço", "usabilidade" e "atendimento" são gavetas prontas que escondem o que é novo.
- Grupos muito grandes, com mais de quinze notas, provavelmente contêm vários temas. Divida-os.
- Notas isoladas podem ficar sozinhas. Às vezes são a descoberta mais interessante.

## Nomeando os grupos

Com os grupos estáveis, a equipe conversa e escreve um título para cada um. Aqui está o salto mais importante: o título não deve ser um rótulo ("Pagamentos"), e sim uma frase que diga algo sobre as pessoas, como se fosse uma delas falando. Por exemplo: "Eu organizo as contas pelo dia em que o dinheiro entra, não pelo vencimento".

Depois, agrupe os grupos em temas maiores, também com títulos em forma de frase.

## Do padrão ao insight

Um padrão descreve o que acontece. Um **insight** explica por que acontece e revela uma tensão ou oportunidade que não era óbvia. Para chegar lá, pergunte diante de cada tema: "o que isso nos diz que não sabíamos?" e "por que isso importa para essas pessoas?".

- **Padrão**: moradores pagam as contas no último dia.
- **Insight**: para quem vive com o orçamento apertado, pagar cedo significa perder a margem para emergências; atrasar ao máximo é uma estratégia de segurança, não desorganização.

O segundo enunciado muda o jeito de pensar o problema, e é isso que se espera de um insight.

## Fechando a sessão

Termine com uma lista de três a sete insights, cada um acompanhado das evidências que o sustentam. Fotografe a parede antes de desmontá-la. Esses insights serão a base das declarações de ponto de vista e das perguntas "Como poderíamos...".`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000007',
    title: 'Como escrever uma boa declaração de ponto de vista (POV)',
    description:
      'A fórmula usuário + necessidade + insight parece simples, mas exige escolhas. Veja exemplos, armadilhas comuns e como testar se o seu POV está pronto.',
    category: 'define',
    author: 'Rafael Oliveira',
    tags: ['pov', 'ponto de vista', 'problema', 'definição'],
    content: `## O que é o POV

A declaração de ponto de vista (POV, do inglês *point of view*) é a frase que resume o problema que a equipe escolheu resolver. Ela conecta três elementos:

- **Usuário**: uma pessoa ou perfil específico, descrito com características relevantes.
- **Necessidade**: o que essa pessoa precisa, escrito como verbo.
- **Insight**: a descoberta que explica por que essa necessidade existe ou é difícil de atender.

A estrutura clássica é: *[usuário] precisa [necessidade] porque [insight]*.

## Um exemplo passo a passo

Uma equipe pesquisou o trabalho de enfermeiras em hospitais públicos. Primeira versão do POV:

*Enfermeiras precisam de um sistema melhor porque o atual é ruim.*

Essa frase falha nos três elementos. "Enfermeiras" é amplo demais, "um sistema melhor" é uma solução, e "o atual é ruim" não é uma descoberta.

Segunda versão, depois de revisar a pesquisa:

*Uma enfermeira do plantão noturno, responsável por doze leitos, precisa ter certeza de que nenhuma medicação foi esquecida na troca de turno, porque as informações passadas de boca em boca se perdem quando o plantão está agitado, e ela se sente pessoalmente culpada por qualquer falha.*

Agora temos um usuário concreto, uma necessidade que não impõe solução e um insight que revela uma tensão emocional, não apenas um problema operacional.

## Características de um bom POV

- **Centrado em pessoas**, não em processos ou na organização.
- **Específico o bastante** para orientar decisões, mas **aberto o bastante** para permitir várias soluções.
- **Baseado em evidências** da pesquisa, não em suposições.
- **Surpreendente**: se todo mundo já concordava antes da pesquisa, talvez falte insight.
- **Inspirador**: a equipe deve sentir vontade de trabalhar nele.

## Armadilhas comuns

- **Solução disfarçada**: "precisa de um aplicativo", "precisa de um chatbot". Pergunte: para quê? A resposta costuma ser a necessidade real.
- **Necessidade genérica**: "precisa de praticidade". Praticidade para fazer o quê, em que momento?
- **Insight que repete a necessidade**: "precisa de tempo porque não tem tempo". O insight deve acrescentar informação.
- **Usuário abstrato**: "os clientes", "as pessoas". Use um perfil da pesquisa.

## Testando o POV

Antes de seguir para a ideação, faça três verificações rápidas:

- Leia o POV para alguém de fora do projeto. Essa pessoa entende quem é o usuário e o que está em jogo?
- Tente gerar cinco ideias diferentes a partir dele em dois minutos. Se só aparece uma solução, o POV está fechado demais. Se nada aparece, está vago demais.
- Volte às notas da pesquisa e confirme que há pelo menos duas ou três evidências sustentando o insight.

É normal escrever vários POVs, um para cada insight relevante, e depois escolher um ou dois para seguir. Escrever, reescrever e discutir as palavras faz parte do trabalho: é nesse debate que a equipe se alinha sobre o que está realmente tentando resolver.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000008',
    title: 'Do POV às perguntas "Como poderíamos...": acertando o escopo',
    description:
      'Como transformar um ponto de vista em perguntas que convidam à ideação, nem amplas nem estreitas demais, com técnicas para gerar várias versões.',
    category: 'define',
    author: 'Juliana Ferreira',
    tags: ['como poderíamos', 'hmw', 'pov', 'definição', 'ideação'],
    content: `## A ponte entre problema e ideias

As perguntas "Como poderíamos..." (em inglês, *How Might We*, ou HMW) são a ponte entre a definição do problema e a ideação. Cada parte tem uma função:

- **Como** pressupõe que existe uma solução a ser encontrada.
- **Poderíamos** indica possibilidade, não compromisso: ainda estamos explorando.
- O **nós** implícito lembra que é um esforço coletivo.

Uma boa pergunta faz a equipe querer começar a desenhar ideias imediatamente.

## O problema do escopo

O erro mais comum é errar o tamanho da pergunta. Considere este POV:

*Um trabalhador que pega dois ônibus para chegar ao centro precisa aproveitar o tempo de espera no ponto, porque, sem saber quando o próximo ônibus chega, ele não se afasta nem para comprar um café e sente que perde quase uma hora por dia parado.*

Veja três versões de pergunta:

- **Ampla demais**: "Como poderíamos melhorar o transporte público?" Não dá para começar; cabe tudo.
- **Estreita demais**: "Como poderíamos colocar um painel digital com horários em cada ponto?" Já é uma solução; só resta discutir detalhes.
- **No ponto certo**: "Como poderíamos fazer o tempo de espera no ponto deixar de ser tempo perdido?"

A terceira versão permite ideias muito diferentes: previsão de chegada, serviços perto do ponto, conteúdo para a espera, reorganização das linhas. E continua ancorada no que a pesquisa revelou.

Uma regra prática: se a pergunta gera só uma ou duas ideias óbvias, está estreita demais. Se ninguém sabe por onde começar, está ampla demais.

## Técnicas para gerar perguntas

Em vez de escrever uma única pergunta, gere várias a partir do mesmo POV, explorando ângulos diferentes:

- **Amplificar o positivo**: como poderíamos usar a espera para algo que o passageiro já gosta de fazer?
- **Eliminar o negativo**: como poderíamos eliminar a incerteza sobre a chegada do ônibus?
- **Inverter**: como poderíamos fazer o ônibus esperar o passageiro?
- **Questionar uma suposição**: como poderíamos tornar desnecessário esperar no ponto?
- **Mudar o foco para outro ator**: como poderíamos ajudar o comerciante vizinho ao ponto a atender quem está esperando?
- **Dividir o problema**: como poderíamos tornar o primeiro minuto de espera mais tranquilo?

Escreva de dez a quinze perguntas em poucos minutos, sem julgar. Depois, a equipe escolhe as três ou quatro mais promissoras para levar ao brainstorm.

## Critérios para escolher

- A pergunta está ligada a um insight da pesquisa?
- Ela permite soluções variadas?
- Ela é ambiciosa, mas a equipe consegue imaginar por onde começar?
- Ela está livre de soluções escondidas?

## Dicas de redação

Evite verbos vagos como "melhorar", "otimizar" e "facilitar" sem complemento: eles não dizem o que muda para o usuário. Prefira verbos que descrevem uma experiência, como "sentir-se seguro" ou "saber com antecedência". E mantenha o usuário na frase sempre que possível: a pergunta fica mais concreta e ajuda a equipe a não esquecer para quem está criando.`,
  },

  // ------------------------------------------------------------------- Idear
  {
    id: '0193a5c0-0000-7000-8000-000000000009',
    title: 'Como facilitar um brainstorm que gera ideias de verdade',
    description:
      'Regras, aquecimentos, o Crazy 8s e o papel do facilitador para conduzir sessões de geração de ideias com foco em quantidade e sem julgamento precoce.',
    category: 'ideate',
    author: 'Lucas Pereira',
    tags: ['brainstorm', 'facilitação', 'ideação', 'crazy 8s', 'oficina'],
    content: `## Por que muitos brainstorms falham

Quase todo mundo já participou de um brainstorm que virou uma reunião comum: duas ou três pessoas falam, as ideias são criticadas assim que aparecem e, no fim, a equipe escolhe a sugestão do gestor. Um bom brainstorm precisa de estrutura e de alguém cuidando dela.

## Preparação

- **Pergunta clara**: use uma pergunta "Como poderíamos..." escrita em letras grandes, visível o tempo todo.
- **Grupo pequeno e diverso**: de quatro a oito pessoas, com perfis diferentes. Inclua alguém de fora do projeto, se possível.
- **Material**: post-its e canetas grossas, que forçam frases curtas, além de uma parede ou quadro digital.
- **Tempo definido**: blocos curtos, de 15 a 30 minutos por pergunta, rendem mais do que sessões longas.

## As regras

Apresente as regras no início e deixe-as visíveis:

- **Adie o julgamento.** Críticas ficam para depois.
- **Quantidade antes de qualidade.** As boas ideias costumam aparecer depois das óbvias.
- **Construa sobre a ideia dos outros.** Use "sim, e..." em vez de "sim, mas...".
- **Encoraje ideias ousadas.** É mais fácil domar uma ideia maluca do que dar vida a uma ideia tímida.
- **Uma conversa por vez.** Todos escutam quem está falando.
- **Seja visual.** Desenhos simples comunicam mais do que parágrafos.

## Aquecimento

Cinco minutos de aquecimento mudam o clima da sala. Alguns exemplos:

- **Trinta círculos**: cada pessoa recebe uma folha com trinta círculos e tem três minutos para transformar o máximo deles em objetos reconhecíveis. Mostra que quantidade exige soltar o perfeccionismo.
- **Usos alternativos**: quantos usos diferentes existem para um clipe de papel?
- **"Sim, e..."**: em dupla, construam uma história em que cada frase aceita e amplia a anterior.

## Durante a sessão

Comece com alguns minutos de geração individual e silenciosa. Isso evita que as primeiras ideias faladas dominem o grupo e dá espaço a quem é mais introvertido. Depois, cada pessoa apresenta suas ideias rapidamente, colando os post-its na parede, e o grupo continua gerando a partir delas.

O facilitador tem tarefas claras:

- Cortar críticas com gentileza: "vamos guardar isso para a próxima etapa".
- Propor estímulos quando a energia cair: "e se o orçamento fosse zero?", "e se fosse um serviço de luxo?", "como uma criança resolveria isso?".
- Garantir que todos contribuam.
- Cuidar do tempo e lançar metas de quantidade: "faltam cinco minutos, vamos chegar a cem ideias?".

## Crazy 8s

Uma variação rápida e muito eficaz é o Crazy 8s. Cada participante dobra uma folha A4 em oito partes e tem oito minutos para desenhar oito ideias, uma por minuto. O ritmo acelerado impede o apego à primeira ideia e força o grupo a ir além do óbvio. Ao final, cada pessoa apresenta seus esboços em um minuto, e o grupo marca os trechos mais interessantes de cada folha.

O Crazy 8s funciona especialmente bem para ideias de interface ou de serviço que se beneficiam de um desenho, e pode ser repetido numa segunda rodada, partindo das melhores ideias da primeira.

## Encerrando

Termine agrupando ideias parecidas e agradecendo a participação. A seleção vem em seguida, de preferência com um método estruturado como a votação por pontos. Nunca descarte a parede antes de fotografá-la: ideias deixadas de lado hoje podem resolver o problema de amanhã.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000010',
    title: 'Além do óbvio: técnicas para ampliar a geração de ideias',
    description:
      'Brainwriting, analogias, a pior ideia possível e SCAMPER: métodos para quando o brainstorm empaca ou o grupo fica preso às mesmas soluções.',
    category: 'ideate',
    author: 'Camila Rodrigues',
    tags: ['ideação', 'brainwriting', 'scamper', 'analogias', 'criatividade'],
    content: `## Quando o brainstorm empaca

Mesmo com boas regras, é comum que as ideias parem de fluir depois das primeiras trinta ou quarenta. O grupo começa a repetir variações do mesmo conceito, ou volta sempre para a solução que alguém já tinha em mente antes da sessão. Nessas horas, mudar o formato ajuda mais do que insistir.

## Brainwriting

No brainwriting, as ideias são escritas em vez de faladas. Uma versão simples:

- Cada participante recebe uma folha com a pergunta "Como poderíamos..." no topo.
- Em três minutos, escreve três ideias.
- Passa a folha para a pessoa ao lado, que lê o que está ali e acrescenta mais três, podendo construir sobre as anteriores.
- O ciclo se repete até a folha voltar ao dono.

Com seis pessoas, são mais de cem ideias em menos de meia hora. A técnica funciona muito bem em grupos com hierarquia forte ou com pessoas tímidas, porque reduz a influência de quem fala mais alto.

## Analogias

Pergunte como outro setor resolveria o mesmo problema. Se o desafio é reduzir a ansiedade de pacientes à espera de um exame, olhe para:

- **Parques de diversão**, que transformam filas longas em parte da experiência.
- **Aplicativos de entrega**, que mostram o pedido avançando passo a passo.
- **Companhias aéreas**, que avisam com antecedência sobre atrasos.

Cada analogia sugere princípios transferíveis: tornar a espera visível, dar sensação de progresso, antecipar a má notícia. Um bom exercício é listar cinco setores muito diferentes e gastar três minutos em cada um.

## A pior ideia possível

Peça ao grupo as piores soluções que conseguir imaginar: "Como poderíamos deixar o paciente o mais ansioso possível?". As respostas costumam vir rápido e com humor: esconder o relógio, chamar nomes errados, nunca dizer quanto falta.

Depois, inverta cada ideia ruim. "Esconder o relógio" vira "mostrar exatamente quanto falta". O exercício alivia a tensão do grupo e frequentemente produz ideias que não apareceriam de outro jeito.

## SCAMPER

SCAMPER é uma lista de verificação para modificar uma solução existente. Cada letra sugere uma pergunta:

- **Substituir**: que parte poderia ser trocada?
- **Combinar**: o que acontece se juntarmos este serviço a outro?
- **Adaptar**: o que podemos copiar de outro contexto?
- **Modificar**: e se aumentarmos, reduzirmos ou mudarmos a forma?
- **Propor outros usos**: quem mais poderia usar isso?
- **Eliminar**: o que acontece se tirarmos uma etapa?
- **Reorganizar**: e se invertermos a ordem?

É especialmente útil quando a equipe está melhorando algo que já existe, como um formulário de cadastro ou um processo de atendimento.

## Combinando técnicas

Um roteiro de uma hora que funciona bem:

- Cinco minutos de aquecimento.
- Quinze minutos de brainwriting sobre a pergunta principal.
- Dez minutos de analogias para abrir novos territórios.
- Dez minutos de pior ideia possível, com inversão.
- Vinte minutos para agrupar e preparar a votação.

Variar o formato mantém a energia alta e leva o grupo a lugares diferentes. O objetivo não é usar todas as técnicas, mas ter alternativas à mão quando a sala ficar em silêncio.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000011',
    title: 'Priorizando ideias: votação por pontos e matriz impacto x viabilidade',
    description:
      'Como sair de uma parede cheia de post-its para poucas ideias a prototipar, combinando votação rápida com uma análise de impacto e viabilidade.',
    category: 'ideate',
    author: 'Thiago Almeida',
    tags: ['priorização', 'votação por pontos', 'matriz', 'decisão', 'ideação', 'convergência'],
    content: `## O desafio da convergência

Uma sessão de ideação bem conduzida termina com dezenas, às vezes centenas, de ideias. A fase seguinte é convergir: escolher poucas para prototipar. Sem um método, a decisão costuma cair nas mãos de quem tem mais poder ou mais argumentos, e as ideias mais ousadas são descartadas primeiro.

Duas técnicas simples, usadas em sequência, resolvem bem a maioria dos casos.

## Antes de votar: agrupar e esclarecer

Junte ideias semelhantes e dê a cada grupo um nome curto. Peça que os autores esclareçam, em uma frase, as ideias que não estejam claras. Não discuta méritos ainda: o objetivo é que todos entendam o que está na parede.

## Votação por pontos

Cada participante recebe um número limitado de votos: adesivos, marcações com caneta ou pontos num quadro digital. Uma regra prática é dar de três a cinco votos por pessoa.

Como conduzir:

- **Defina o critério antes de votar.** "Qual ideia mais resolve o problema da persona?" gera resultados diferentes de "qual ideia é mais fácil de fazer?".
- **Vote em silêncio e ao mesmo tempo**, para reduzir o efeito manada.
- **Deixe clara a regra** sobre votos repetidos na mesma ideia.
- **Considere dar à pessoa que decide votos de outra cor**, para tornar visível a opinião dela sem contaminar a dos demais.

O resultado é um mapa de calor que mostra rapidamente onde está a energia do grupo. Mas atenção: votação mede preferência, não valor. Por isso o passo seguinte é útil.

## Matriz impacto x viabilidade

Desenhe dois eixos:

- **Impacto** (vertical): quanto a ideia resolve a necessidade do usuário descrita no POV.
- **Viabilidade** (horizontal): quão possível é implementar com os recursos, prazos e tecnologia disponíveis.

Posicione as ideias mais votadas na matriz, discutindo em grupo. Surgem quatro quadrantes:

- **Alto impacto e alta viabilidade**: vitórias rápidas, candidatas óbvias a prototipar já.
- **Alto impacto e baixa viabilidade**: apostas estratégicas. Vale prototipar para aprender, mesmo que a implementação esteja distante.
- **Baixo impacto e alta viabilidade**: melhorias incrementais. Úteis, mas não devem ocupar o centro do projeto.
- **Baixo impacto e baixa viabilidade**: descarte, ao menos por enquanto.

### Exemplo

Num projeto sobre espera em clínicas, "enviar uma mensagem quando faltarem dois pacientes" ficou em alto impacto e alta viabilidade. "Reorganizar a agenda médica com base na duração prevista de cada consulta" ficou em alto impacto e baixa viabilidade. A equipe decidiu prototipar as duas: a primeira para lançar rápido, a segunda para testar se a ideia se sustentava.

## Cuidados

- Avalie o impacto pela perspectiva do usuário, não apenas do negócio.
- Não confunda "difícil" com "desconhecido". Se ninguém sabe quão difícil é, talvez isso seja justamente algo a prototipar.
- Registre as ideias descartadas e o motivo. Elas podem voltar em outra iteração.

Termine a sessão com duas ou três ideias escolhidas e uma pessoa responsável por cada protótipo.`,
  },

  // ---------------------------------------------------------------- Prototipar
  {
    id: '0193a5c0-0000-7000-8000-000000000012',
    title: 'Escolhendo a fidelidade certa para o seu protótipo',
    description:
      'Papel, storyboard, protótipo digital ou físico: como decidir o nível de detalhe com base na pergunta que você precisa responder e no estágio do projeto.',
    category: 'prototype',
    author: 'Lucas Pereira',
    tags: ['prototipagem', 'fidelidade', 'protótipo', 'experimentação'],
    content: `## Um protótipo responde a uma pergunta

Um protótipo não é uma versão pequena do produto final. É uma ferramenta para aprender algo específico com o menor esforço possível. Por isso, antes de decidir como construir, a equipe deve responder: **qual pergunta este protótipo precisa responder?**

- "As pessoas entendem o conceito?" pede algo diferente de "as pessoas conseguem completar o cadastro em menos de dois minutos?".
- "Os funcionários aceitariam mudar o processo?" pede algo diferente de "o botão está no lugar certo?".

A fidelidade, ou seja, o quanto o protótipo se parece com o resultado final, deve ser a mínima necessária para obter uma resposta confiável.

## As dimensões da fidelidade

Fidelidade não é um único eixo. Um protótipo pode ser:

- **Visualmente** simples ou refinado: rabiscos ou layout final.
- **Funcionalmente** raso ou profundo: telas estáticas ou fluxos completos.
- **Com conteúdo** genérico ou real: textos de exemplo ou dados verdadeiros.
- **Interativo** ou não: o usuário age ou apenas observa.

É comum combinar níveis. Um protótipo feio, mas com conteúdo real, pode revelar mais do que um bonito com textos de exemplo.

## Os principais formatos

### Papel

Desenhos à mão de telas, formulários ou painéis. Feitos em minutos, fáceis de alterar durante o próprio teste. Ideais para explorar fluxos e estrutura. Como parecem inacabados, convidam críticas sinceras.

### Storyboard

Uma sequência de quadros que conta a história de uso de um serviço: quem é a pessoa, em que situação está, o que acontece e como termina. Útil para testar conceitos e experiências que envolvem vários canais ou momentos, antes de pensar em interface.

### Digital

Telas clicáveis feitas em ferramentas de design. Permitem testar navegação, vocabulário e detalhes de interação com mais realismo. O risco é gastar dias no visual antes de validar se o fluxo faz sentido.

### Físico

Maquetes de papelão, objetos impressos, a simulação de um balcão de atendimento ou de um espaço. Essenciais quando a experiência acontece no mundo físico, como uma embalagem, uma sala de espera ou um totem.

## Como decidir

Algumas regras práticas:

- **No início**, com muitas dúvidas sobre o conceito, prefira baixa fidelidade. Você vai errar bastante; erre barato.
- **Quando o conceito estiver validado** e as dúvidas forem de detalhe, aumente a fidelidade.
- **Se a emoção importa**, como confiança, segurança ou desejo, talvez seja preciso mais acabamento visual, porque as pessoas reagem à aparência.
- **Se o público é especializado**, como médicos ou operadores, use conteúdo real desde cedo: dados falsos serão notados e vão distrair.

### Exemplo

Uma equipe que desenhava um serviço de agendamento de vacinas começou com um storyboard de seis quadros para verificar se as famílias gostavam da ideia de lembretes pelo celular. Validado o conceito, passou para telas em papel para testar o fluxo de escolha de posto e horário. Só na terceira rodada montou um protótipo digital clicável, para ajustar textos e confirmar o tempo de conclusão da tarefa.

## O erro mais comum

Apaixonar-se pelo protótipo. Quanto mais tempo se investe nele, mais difícil é aceitar que ele não funciona. Se você hesita em jogar um protótipo fora, provavelmente ele é mais fiel do que precisava ser.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000013',
    title: 'Protótipos em papel e Mágico de Oz: testando antes de construir',
    description:
      'Como criar protótipos em papel que podem ser testados com usuários e como simular funcionalidades complexas com uma pessoa atuando por trás da cortina.',
    category: 'prototype',
    author: 'Marina Costa',
    tags: ['protótipo em papel', 'mágico de oz', 'prototipagem', 'baixa fidelidade'],
    content: `## Por que papel ainda funciona

Com tantas ferramentas digitais, pode parecer estranho prototipar em papel. Mas ele continua imbatível em velocidade: uma tela leva minutos para ser desenhada e segundos para ser alterada. Além disso, as pessoas se sentem mais à vontade para criticar algo que claramente ainda não está pronto.

## Montando um protótipo em papel

Material básico: folhas de papel, post-its, canetas de duas ou três espessuras, tesoura, fita adesiva e algumas fichas.

- **Uma tela por folha**, no tamanho aproximado do dispositivo real. Para celular, fichas ou folhas cortadas funcionam bem.
- **Elementos móveis em post-its**: menus, mensagens de erro, teclados e janelas que aparecem e somem.
- **Conteúdo realista**: escreva textos e dados parecidos com os reais, nada de texto de enchimento. Muitos problemas de compreensão estão nas palavras.
- **Telas do fluxo principal e dos caminhos alternativos** mais prováveis, incluindo os erros.
- **Folhas em branco e canetas à mão** para improvisar durante o teste.

Não gaste tempo com régua e capricho. Se estiver legível, está bom.

## Testando com papel

Num teste com protótipo em papel, a equipe se divide em papéis:

- **Facilitador**: conduz a conversa, apresenta as tarefas e pede que o participante pense em voz alta.
- **Computador**: uma pessoa que troca as telas conforme o participante "toca" com o dedo. Ela não fala, apenas responde às ações.
- **Observador**: anota onde o participante hesita, erra ou comenta algo.

Quando um problema aparece, a equipe pode redesenhar a tela entre uma sessão e outra, ou até durante a mesma sessão, e testar a nova versão na hora.

## Mágico de Oz

No protótipo Mágico de Oz, o participante acredita estar interagindo com um sistema automatizado, mas quem responde é uma pessoa escondida. O nome vem do personagem que parece um grande mago, mas é apenas um homem operando máquinas atrás da cortina.

A técnica é útil quando a funcionalidade seria cara ou demorada de construir:

- **Um assistente virtual**: alguém da equipe responde às mensagens como se fosse o robô, seguindo um roteiro básico.
- **Recomendações personalizadas**: uma pessoa monta manualmente as sugestões a partir das respostas do participante.
- **Reconhecimento de voz ou imagem**: quem está "por trás" interpreta o que foi dito ou fotografado e devolve o resultado.

### Exemplo

Uma equipe queria saber se pequenos comerciantes usariam um serviço que respondesse, por mensagem, dúvidas sobre impostos. Em vez de construir um chatbot, criou um número de telefone e passou duas semanas respondendo às perguntas manualmente, com uma contadora ao lado. Descobriu que as dúvidas eram muito mais variadas do que o previsto, e que os comerciantes queriam confirmação humana nas respostas mais sensíveis.

## Cuidados éticos

No Mágico de Oz, combine com antecedência como e quando revelar a simulação. Em testes de usabilidade, explique ao final que havia uma pessoa respondendo. Em experimentos mais longos, nunca colete dados sensíveis sem consentimento e deixe claro, ao menos no termo de participação, que partes do serviço podem ser operadas manualmente.

## O que levar do teste

Registre quais telas ou respostas causaram dúvida, o que o participante esperava que acontecesse e o que ele tentou fazer que o protótipo não previa. Essas lacunas mostram exatamente o que construir, ou não, na próxima iteração.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000014',
    title: 'Storyboards: prototipando a experiência antes da interface',
    description:
      'Como usar sequências de quadros simples para testar conceitos de serviço, alinhar a equipe e colher reações de usuários antes de desenhar qualquer tela.',
    category: 'prototype',
    author: 'Juliana Ferreira',
    tags: ['storyboard', 'prototipagem', 'serviço', 'conceito'],
    content: `## Quando a interface ainda não importa

Muitas ideias da fase de ideação não são telas: são serviços, rotinas, mudanças de processo. "Um vizinho de confiança recebe as encomendas do prédio" ou "o posto de saúde liga para confirmar a consulta na véspera" são ideias que envolvem pessoas, momentos e canais. Desenhar telas para elas seria prematuro. O storyboard permite prototipar a experiência inteira com alguns quadros e bonecos de palito.

## Estrutura de um storyboard

Um storyboard conta uma história curta, em geral de quatro a oito quadros, com começo, meio e fim:

- **Contexto**: quem é a pessoa e em que situação está.
- **Gatilho**: o problema ou a necessidade que surge.
- **Interação**: como a pessoa encontra e usa a solução.
- **Resultado**: como a situação termina e o que a pessoa sente.

Cada quadro tem um desenho simples e uma ou duas frases de legenda. Ninguém precisa saber desenhar: bonecos de palito, setas e balões de fala bastam.

## Passo a passo

- Escolha a persona e o POV que a ideia pretende atender.
- Escreva a história em frases antes de desenhar, uma por quadro.
- Corte os quadros que não acrescentam nada. Menos quadros, mais foco.
- Desenhe, destacando a emoção da pessoa em cada momento com expressões simples.
- Mostre para alguém de fora e peça que conte a história de volta. Se a pessoa não entender, ajuste.

### Exemplo

Ideia: lembretes de remédio para idosos que moram sozinhos, com aviso a um familiar.

- Primeiro quadro: Seu Antônio, 78 anos, em casa, com a caixa de remédios na mesa.
- Segundo quadro: o celular toca às 8h com uma mensagem de voz: "Seu Antônio, hora do remédio da pressão".
- Terceiro quadro: ele toma o remédio e aperta um botão grande: "Tomei".
- Quarto quadro: a filha, no trabalho, recebe uma confirmação e fica tranquila.
- Quinto quadro: num dia em que ele esquece, a filha recebe um aviso e liga para ele.

## Testando com storyboards

Mostre o storyboard a pessoas do público-alvo, quadro a quadro, e pergunte:

- "Isso se parece com algo que acontece com você?"
- "O que você faria neste momento?"
- "O que te preocupa nesta parte?"

No exemplo acima, os testes revelaram que muitos idosos não queriam que os filhos fossem avisados automaticamente: sentiam-se vigiados. A equipe criou uma nova versão em que o próprio idoso decide quando pedir ajuda. Essa descoberta custou uma tarde de desenho, não meses de desenvolvimento.

Uma técnica eficaz é mostrar dois ou três storyboards de ideias diferentes para o mesmo problema e pedir que o participante compare. As reações comparativas são mais ricas do que uma avaliação isolada.

## Outros usos

Além de testar com usuários, storyboards ajudam a:

- Alinhar a equipe sobre o que a ideia realmente é.
- Apresentar conceitos a gestores e parceiros de forma rápida e concreta.
- Identificar pontos de contato e atores que precisarão participar da solução.

Guarde os storyboards junto com as anotações dos testes. Eles documentam a evolução da ideia melhor do que qualquer relatório.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000015',
    title: 'Construir, testar, aprender: como iterar sem perder o rumo',
    description:
      'Ciclos curtos de prototipagem e teste só funcionam com hipóteses claras, critérios de decisão e registro do aprendizado. Veja como organizar as iterações.',
    category: 'prototype',
    author: 'Rafael Oliveira',
    tags: ['iteração', 'prototipagem', 'hipóteses', 'aprendizado', 'experimentação'],
    content: `## Iterar não é repetir

O Design Thinking é descrito como um processo iterativo, mas iterar não significa refazer o protótipo até que alguém goste. Cada ciclo deve começar com algo que a equipe quer aprender e terminar com uma decisão. Sem isso, as rodadas se acumulam e o projeto anda em círculos.

## O ciclo em três tempos

### Construir

Antes de construir, escreva a hipótese que o protótipo vai testar. Um formato simples:

*Acreditamos que [esta solução] vai [resultado esperado] para [este usuário]. Saberemos que estamos certos se [sinal observável].*

Exemplo: "Acreditamos que mostrar o tempo estimado de espera vai reduzir as desistências de pacientes na recepção. Saberemos que estamos certos se, em cinco de seis testes, os participantes disserem que ficariam esperando e souberem explicar quanto falta."

Construa apenas o necessário para testar essa hipótese. Todo o resto pode ser falso, improvisado ou simplesmente ausente.

### Testar

Coloque o protótipo diante de pessoas reais do público-alvo, de preferência num contexto parecido com o de uso. Cinco ou seis participantes por rodada costumam bastar para revelar os principais problemas em estágios iniciais. Registre o que as pessoas fazem, não só o que dizem.

### Aprender

Logo após a rodada de testes, a equipe se reúne e responde:

- A hipótese se confirmou, foi refutada ou ficou inconclusiva?
- O que nos surpreendeu?
- O que vamos manter, mudar ou descartar?
- Qual é a próxima pergunta mais importante?

A resposta vira a hipótese do próximo ciclo.

## Três decisões possíveis

Ao final de cada iteração, a equipe escolhe um caminho:

- **Perseverar**: a ideia funciona; refine e aumente a fidelidade.
- **Ajustar**: a ideia tem valor, mas algo importante precisa mudar. Altere e teste de novo.
- **Pivotar ou abandonar**: a ideia não resolve o problema. Volte às outras ideias priorizadas ou até à definição do problema.

Abandonar uma ideia não é fracasso. É exatamente o que a prototipagem barata permite: descobrir cedo o que não funciona.

## Ritmo das iterações

Ciclos curtos geram mais aprendizado. Um ritmo comum é de uma semana por ciclo: dois dias construindo, um dia testando, meio dia analisando e decidindo. Em estágios iniciais, com protótipos em papel, dá para fazer vários ciclos num único dia, ajustando entre uma sessão e outra.

## Registrando o aprendizado

Mantenha um registro simples para cada iteração:

- Hipótese testada.
- Versão do protótipo; uma foto ou captura de tela basta.
- Participantes e contexto.
- Principais descobertas, com evidências.
- Decisão tomada e o porquê.

Esse histórico evita que a equipe repita testes, ajuda a explicar decisões para quem chega depois e mostra aos patrocinadores que o projeto avança, mesmo quando as ideias mudam.

## Sinais de que algo está errado

- Os protótipos ficam cada vez mais caros, mas as perguntas continuam as mesmas.
- A equipe discute preferências pessoais em vez de evidências.
- Ninguém se lembra do que foi decidido na iteração anterior.
- Todos os testes "dão certo". Provavelmente as perguntas estão fáceis demais.`,
  },

  // -------------------------------------------------------------------- Testar
  {
    id: '0193a5c0-0000-7000-8000-000000000016',
    title: 'Planejando um teste de usabilidade: objetivo, tarefas, participantes e métricas',
    description:
      'Um roteiro prático para planejar testes de usabilidade que respondem às perguntas certas, com tarefas realistas, recrutamento adequado e métricas definidas antes.',
    category: 'test',
    author: 'Camila Rodrigues',
    tags: ['teste de usabilidade', 'planejamento', 'tarefas', 'recrutamento', 'métricas'],
    content: `## Comece pelo objetivo

Um teste de usabilidade sem objetivo claro produz uma lista longa de observações soltas e poucas decisões. Antes de tudo, escreva em uma ou duas frases o que a equipe precisa descobrir. Por exemplo:

- "Os usuários conseguem agendar uma consulta sem ajuda, usando o novo fluxo?"
- "As pessoas entendem a diferença entre os dois planos oferecidos?"

O objetivo determina todo o resto: quem recrutar, quais tarefas propor e o que medir.

## Escrevendo tarefas

Tarefas são as situações que os participantes vão tentar resolver. Boas tarefas são:

- **Realistas**: baseadas em objetivos reais dos usuários, não em funcionalidades.
- **Contextualizadas**: apresentadas como um cenário curto.
- **Sem pistas**: evitam usar as palavras que aparecem na interface.
- **Com fim claro**: participante e observador sabem quando a tarefa terminou.

Compare:

- **Ruim**: "Clique em Agendamentos e marque uma consulta de Clínica Geral."
- **Boa**: "Você está com dor de garganta há três dias e quer ver um médico ainda esta semana, de preferência no fim da tarde. Use o aplicativo para resolver isso."

A primeira ensina o caminho. A segunda testa se o caminho pode ser encontrado.

Planeje de três a seis tarefas para uma sessão de 45 a 60 minutos, ordenadas da mais simples à mais complexa, e defina para cada uma o critério de sucesso.

## Recrutando participantes

Os participantes devem representar quem de fato vai usar a solução. Use as personas para definir critérios de recrutamento e escreva um pequeno questionário de triagem para filtrar candidatos.

- Em testes qualitativos, cinco a oito participantes por perfil costumam revelar os problemas mais frequentes.
- Se houver perfis muito diferentes, como pacientes e atendentes, recrute para cada um.
- Evite colegas de trabalho e pessoas que conhecem o projeto: elas sabem demais.
- Preveja uma ou duas vagas extras para faltas.

Ofereça um incentivo justo pelo tempo da pessoa e explique com clareza como os dados serão usados.

## Definindo métricas

Decida antes do teste o que será medido. As métricas mais comuns são:

- **Taxa de sucesso**: a pessoa completou a tarefa? Com ou sem ajuda?
- **Tempo na tarefa**: quanto tempo levou, especialmente útil para comparar versões.
- **Erros**: caminhos errados, toques em lugares inesperados, necessidade de voltar.
- **Satisfação**: uma pergunta simples ao final de cada tarefa, como "de 1 a 5, quão fácil foi?".

Em testes pequenos, os números servem como indicadores, não como estatística. O valor principal está em entender **por que** as pessoas tiveram dificuldade.

## Montando o plano

Reúna tudo num documento curto:

- Objetivo e perguntas de pesquisa.
- Perfil dos participantes e critérios de triagem.
- Roteiro da sessão: boas-vindas, perguntas iniciais, tarefas, perguntas finais.
- Critérios de sucesso e métricas de cada tarefa.
- Logística: local ou ferramenta, datas, papéis da equipe, forma de gravação.

Faça um **teste piloto** com alguém de dentro da empresa antes das sessões reais. Ele revela tarefas confusas, problemas técnicos e roteiros longos demais, e custa apenas uma hora.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000017',
    title: 'Conduzindo uma sessão de teste com o protocolo de pensar em voz alta',
    description:
      'Como receber o participante, apresentar as tarefas, estimular o pensar em voz alta e resistir à vontade de ajudar, para observar o uso real do protótipo.',
    category: 'test',
    author: 'Thiago Almeida',
    tags: ['teste de usabilidade', 'pensar em voz alta', 'facilitação', 'moderação'],
    content: `## O papel do facilitador

Durante uma sessão de teste, o facilitador tem uma tarefa difícil: criar um ambiente confortável para o participante e, ao mesmo tempo, não interferir no que ele faz. O objetivo é observar como a pessoa usaria a solução se estivesse sozinha.

## Abertura

Os primeiros minutos definem o tom. Um roteiro de abertura costuma incluir:

- Agradecer e explicar o propósito do teste em linguagem simples.
- Deixar claro que **quem está sendo testado é o protótipo, não a pessoa**: "Não existe resposta errada. Se algo for difícil, é exatamente isso que precisamos descobrir."
- Pedir consentimento para gravar.
- Avisar que o facilitador talvez não responda a algumas perguntas, para entender como a pessoa agiria sozinha.
- Fazer algumas perguntas de aquecimento sobre a rotina e a experiência do participante com o tema.

## Pensar em voz alta

No protocolo de pensar em voz alta, o participante é convidado a narrar o que está pensando enquanto usa o protótipo: o que procura, o que espera que aconteça, o que está confuso. Isso revela o raciocínio por trás das ações, que de outra forma ficaria invisível.

Como a maioria das pessoas não está acostumada a isso, vale fazer uma demonstração rápida. O facilitador pode, por exemplo, narrar em voz alta como procuraria o horário de um ônibus num site qualquer.

Quando o participante fica em silêncio por muito tempo, use lembretes neutros:

- "O que você está pensando agora?"
- "O que você está procurando?"
- "Pode me contar o que está passando pela sua cabeça?"

## Durante as tarefas

Entregue cada tarefa por escrito, além de lê-la em voz alta, para que o participante possa consultá-la. Depois, observe.

A regra mais difícil é **não ajudar**. Quando o participante se perde, a vontade de indicar o caminho é enorme. Resista. Em vez de responder, devolva a pergunta:

- Participante: "É aqui que eu clico?"
- Facilitador: "O que você acha?" ou "O que você esperaria que acontecesse?"

Só intervenha se a pessoa estiver visivelmente frustrada ou travada por vários minutos. Nesses casos, registre que houve ajuda e siga para a próxima tarefa.

Outros cuidados:

- Não elogie nem comente as ações ("isso, muito bem"). A neutralidade evita que a pessoa procure a resposta certa em você.
- Observe a linguagem corporal: suspiros, aproximação da tela, o dedo que hesita.
- Preste atenção às contradições, como alguém que diz "foi fácil" depois de três tentativas.

## Encerramento

Ao final das tarefas, faça perguntas abertas sobre a experiência geral: "O que foi mais difícil?", "O que você mudaria?", "Em que situação você usaria isso?". Agradeça, entregue o incentivo e explique os próximos passos, se houver.

## O papel dos observadores

Se houver observadores, eles devem ficar em silêncio e, de preferência, fora do campo de visão do participante, ou acompanhar a transmissão de outra sala. Cada observador registra fatos em notas separadas: o que a pessoa fez, o que disse e onde teve dificuldade. Entre uma sessão e outra, reserve dez minutos para a equipe comparar as anotações enquanto a memória está fresca.

Uma boa sessão deixa o participante à vontade e a equipe com uma lista concreta de momentos em que o protótipo não correspondeu às expectativas.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000018',
    title: 'Analisando resultados de testes: sucesso, tempo e severidade dos problemas',
    description:
      'Como consolidar observações de várias sessões, calcular métricas básicas e classificar problemas por severidade para decidir o que corrigir primeiro.',
    category: 'test',
    author: 'Lucas Pereira',
    tags: ['análise', 'métricas', 'severidade', 'teste de usabilidade', 'resultados'],
    content: `## Da observação à decisão

Ao final de uma rodada de testes, a equipe tem gravações, anotações e muitas impressões. A análise transforma esse material numa lista priorizada de problemas e recomendações. Quanto antes ela começar, melhor: a memória das sessões se apaga rápido.

## Consolidando as observações

Reúna as notas de todos os observadores e crie uma planilha ou um quadro com uma linha por problema observado. Para cada problema, registre:

- Em qual tarefa e em qual tela ele apareceu.
- Quantos participantes o enfrentaram.
- O que aconteceu (comportamento) e o que a pessoa disse (citação).
- A causa provável, na avaliação da equipe.

Agrupe observações semelhantes. "Não encontrou o botão de confirmar" e "rolou a tela procurando como finalizar" provavelmente são o mesmo problema.

## Métricas básicas

### Taxa de sucesso

Para cada tarefa, conte quantos participantes tiveram sucesso sem ajuda, quantos precisaram de ajuda e quantos não concluíram. Por exemplo: sete de oito concluíram o agendamento, mas apenas três de oito conseguiram remarcar uma consulta. A diferença aponta imediatamente onde está o problema.

Em testes com poucos participantes, apresente números absolutos ("três de oito") em vez de percentuais, que dão uma falsa impressão de precisão.

### Tempo na tarefa

Meça do momento em que a pessoa começa a tarefa até concluí-la ou desistir. O tempo é mais útil para comparar: versão antiga e nova, ou participantes novatos e alguém que conhece bem o sistema. Observe também a variação: se a maioria leva um minuto e dois participantes levam seis, vale entender o que aconteceu com eles.

### Outras medidas

- **Erros** por tarefa, como caminhos errados e ações desfeitas.
- **Facilidade percebida**, com uma pergunta rápida após cada tarefa.
- **Questionários padronizados** ao final da sessão, úteis para acompanhar a evolução entre rodadas.

## Classificando a severidade

Nem todo problema merece a mesma atenção. Uma escala simples de severidade ajuda a priorizar:

- **Crítico**: impede a conclusão da tarefa. Precisa ser resolvido antes de lançar.
- **Grave**: causa atraso significativo ou frustração, mas a pessoa consegue seguir.
- **Moderado**: gera hesitação ou pequenos erros, logo recuperados.
- **Cosmético**: incomoda, mas não afeta o desempenho.

Para classificar, considere três fatores: o **impacto** sobre a tarefa, a **frequência** com que o problema apareceu e a **persistência**, ou seja, se ele se repete toda vez que a pessoa passa por ali ou some depois da primeira vez.

Um problema visto em apenas um participante pode ser crítico se impedir a tarefa e se a causa for clara. Não descarte achados só por serem raros.

## Apresentando os resultados

Um bom relatório é curto e orientado à ação:

- Um resumo com as três a cinco descobertas principais.
- Métricas por tarefa, em números absolutos.
- Problemas ordenados por severidade, cada um com evidência, causa provável e recomendação.
- Pontos positivos: o que funcionou e deve ser preservado.
- Trechos curtos de vídeo dos momentos mais marcantes. Ver um usuário travando convence mais do que qualquer gráfico.

Termine com as decisões: o que será corrigido, o que será investigado e o que será testado na próxima iteração.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000019',
    title: 'Testes remotos: quando usar o formato moderado e o não moderado',
    description:
      'Vantagens, limites e cuidados práticos para testar protótipos à distância, com ou sem um facilitador acompanhando em tempo real.',
    category: 'test',
    author: 'Juliana Ferreira',
    tags: ['teste remoto', 'teste de usabilidade', 'pesquisa online', 'moderação'],
    content: `## Por que testar à distância

Testes remotos permitem alcançar participantes de outras cidades, reduzir custos de deslocamento e observar as pessoas no próprio ambiente, com seus dispositivos e sua conexão. Para um serviço que será usado em todo o país, testar apenas com quem mora perto do escritório pode distorcer bastante os resultados.

Existem dois formatos principais, com usos diferentes.

## Teste remoto moderado

Facilitador e participante se conectam por videochamada ao mesmo tempo. O participante compartilha a tela e realiza as tarefas pensando em voz alta, enquanto o facilitador observa e faz perguntas, como num teste presencial.

Vantagens:

- Permite aprofundar, perguntar "por quê" e explorar comportamentos inesperados.
- Funciona bem com protótipos em estágio inicial, que precisam de explicação.

Cuidados:

- **Teste a tecnologia antes.** Envie instruções claras de como entrar na chamada e compartilhar a tela. Reserve os primeiros minutos para resolver problemas técnicos.
- **Tenha um plano B**: um link alternativo, um número de telefone, uma versão do protótipo que funcione no celular se o computador falhar.
- **Prepare o protótipo**: ele deve abrir sem login e sem exigir instalação.
- **Observadores** entram com câmera e microfone desligados, e o facilitador informa ao participante quantas pessoas estão assistindo.
- **Lembre-se do que a câmera esconde**: você vê a tela, mas não o ambiente. Pergunte sobre interrupções e contexto.

## Teste remoto não moderado

O participante realiza as tarefas sozinho, no horário que preferir, guiado por instruções escritas numa plataforma que grava a tela e, às vezes, a voz. A equipe assiste às gravações depois.

Vantagens:

- Escala: é possível testar com dezenas de pessoas em poucos dias.
- Menos influência do facilitador.
- Bom para comparar versões e medir taxa de sucesso e tempo com mais participantes.

Limitações:

- Não há como pedir esclarecimentos. Se a tarefa for mal entendida, a sessão se perde.
- Participantes podem se apressar ou deixar de narrar o que pensam.
- Pouco adequado para protótipos muito incompletos.

Cuidados:

- Escreva tarefas muito claras, com critério de conclusão explícito ("quando achar que terminou, clique em Próximo").
- Faça um piloto com duas ou três pessoas antes de abrir para todos.
- Inclua perguntas de verificação para identificar quem respondeu sem atenção.
- Recrute um pouco a mais: parte das gravações costuma ser descartada.

## Qual escolher

- Para **descobrir por que** algo acontece, especialmente no início, prefira o formato moderado.
- Para **medir e comparar** com mais gente, quando o protótipo já está maduro, o não moderado rende mais.
- Muitas equipes combinam os dois: uma rodada moderada com cinco pessoas para encontrar os problemas, seguida de uma rodada não moderada maior para confirmar se as correções funcionaram.

## Ética e privacidade

Peça consentimento explícito para gravar e explique onde as gravações ficarão armazenadas e por quanto tempo. Oriente o participante a fechar abas e notificações pessoais antes de compartilhar a tela. E, ao compartilhar trechos com a equipe, evite expor dados pessoais que apareçam por acaso.`,
  },
  {
    id: '0193a5c0-0000-7000-8000-000000000020',
    title: 'Testes A/B: o que eles respondem e quando não são suficientes',
    description:
      'Testes A/B mostram qual versão tem melhor resultado, mas não explicam por quê. Entenda quando usá-los, que armadilhas evitar e como combiná-los com pesquisa qualitativa.',
    category: 'test',
    author: 'Rafael Oliveira',
    tags: ['teste a/b', 'experimentos', 'métricas', 'dados', 'quantitativo'],
    content: `## O que é um teste A/B

Num teste A/B, o público é dividido aleatoriamente entre duas versões de uma experiência, a atual (A) e uma alternativa (B), e a equipe compara um indicador definido previamente, como taxa de conversão, cliques ou cancelamentos. Como a divisão é aleatória, diferenças consistentes no indicador podem ser atribuídas à mudança testada.

É uma ferramenta poderosa para decisões em produtos que já estão no ar e têm volume de uso.

## Quando ele funciona bem

- A pergunta é comparativa e específica: "o novo texto do botão aumenta as inscrições?".
- Existe tráfego suficiente para detectar diferenças em tempo razoável.
- O indicador reflete de fato o resultado que importa.
- As duas versões já estão construídas e podem ser publicadas.

## Armadilhas comuns

### Amostra pequena e parada antecipada

Com pouco tráfego, diferenças aparentes podem ser puro acaso. Olhar os resultados todo dia e encerrar o teste assim que B parecer melhor aumenta muito a chance de um falso positivo. Defina antes o tamanho da amostra e a duração, e respeite-os.

### Indicador errado

Otimizar cliques pode piorar a experiência. Um banner mais chamativo pode aumentar os cliques e, ao mesmo tempo, as reclamações e os cancelamentos. Acompanhe também métricas de proteção, que mostram se algo importante está piorando.

### Efeito novidade

Usuários frequentes podem clicar em algo só porque é diferente. Testes muito curtos capturam esse efeito, e não o comportamento duradouro.

### Muitas mudanças de uma vez

Se B muda texto, cor e posição ao mesmo tempo, um resultado positivo não diz qual mudança funcionou. Às vezes isso é aceitável; o importante é saber que você está testando um pacote.

## Quando o A/B não basta

O teste A/B responde **qual** versão teve melhor resultado, mas não **por quê**. Ele também tem limites de alcance:

- **Não cria alternativas.** Só compara o que a equipe já imaginou. Se as duas versões forem ruins, o teste escolherá a menos ruim.
- **Não funciona sem produto no ar.** Nas fases iniciais, com protótipos, não há tráfego para comparar.
- **Tende a otimizar localmente.** Pequenos ajustes num fluxo não revelam que o fluxo inteiro talvez não devesse existir.
- **Ignora quem não chegou.** Mede o comportamento de quem já usa o produto, não de quem desistiu antes.
- **Pode ser eticamente inadequado** quando uma das versões prejudica o usuário, como em serviços de saúde ou de crédito.

### Exemplo

Um serviço de assinatura testou duas versões da página de cancelamento. A versão B, que escondia o botão, reduziu os cancelamentos online e aumentou as ligações irritadas para o atendimento e as reclamações públicas. O indicador escolhido melhorou; a experiência piorou. Entrevistas com quem queria cancelar mostraram o verdadeiro problema: as pessoas não entendiam o que estavam pagando.

## Combinando quantitativo e qualitativo

O caminho mais eficaz é usar cada método no que ele faz melhor:

- Pesquisa qualitativa e testes de usabilidade para entender problemas e gerar hipóteses.
- Testes A/B para confirmar, em escala, se uma solução melhora o indicador.
- Nova pesquisa qualitativa quando o resultado do A/B surpreender, para entender o que aconteceu.

Os dados dizem o que está acontecendo; as pessoas explicam por quê. Um bom processo de Design Thinking precisa das duas coisas.`,
  },
];
