import type { SeedPage } from './seed-page';

/** The community pages under "about the club": what a club really tells its region, with a picture each. */
export const communityPages: SeedPage[] = [
  {
    key: 'volunteers',
    title: { en: 'Volunteers', nl: 'Vrijwilligers', fr: 'Bénévoles' },
    intro: {
      en: 'No match without the 200 people behind the scenes.',
      nl: 'Geen wedstrijd zonder de 200 mensen achter de schermen.',
      fr: 'Pas de match sans les 200 personnes dans les coulisses.',
    },
    picture: {
      scene: 'stadium',
      alt: {
        en: 'Volunteers in yellow jackets at the stadium before a home game',
        nl: 'Vrijwilligers in gele hesjes in het stadion voor een thuiswedstrijd',
        fr: 'Des bénévoles en gilet jaune au stade avant un match à domicile',
      },
    },
    body: {
      en: [
        'On a match day more than 200 volunteers keep KVC Westhoek running. They welcome supporters at the gates, pour the coffee in the supporters’ home, guide families to their seats, wash the kits of the youth teams and drive the minibus to away games of the under-13s.',
        { heading: 'Where you can help' },
        {
          list: [
            'Steward at home games: a free training of one evening, a certificate recognised by the Football Cell.',
            'Bar and catering: two hours per match, in a team of friends.',
            'Youth academy: trainer, team manager or driver for one of our 24 youth teams.',
            'Events: the family day, the Christmas market and the centenary celebrations.',
          ],
        },
        'Every volunteer gets a free season ticket, insurance during every task and a seat at the volunteers’ dinner in May. Send us a message with the contact form, subject “Community and fan clubs”, and our volunteer coordinator calls you back within a week. No experience is needed: every new volunteer starts with an experienced one at their side, and you choose how often you help.',
      ],
      nl: [
        'Op een wedstrijddag houden meer dan 200 vrijwilligers KVC Westhoek draaiende. Ze verwelkomen supporters aan de poorten, schenken koffie in het supporterslokaal, begeleiden gezinnen naar hun plaats, wassen de uitrusting van de jeugdploegen en rijden met de minibus naar de uitwedstrijden van de U13.',
        { heading: 'Waar je kunt helpen' },
        {
          list: [
            'Steward bij thuiswedstrijden: een gratis opleiding van één avond, met een attest dat de Voetbalcel erkent.',
            'Bar en catering: twee uur per wedstrijd, in een ploeg van vrienden.',
            'Jeugdacademie: trainer, afgevaardigde of chauffeur voor een van onze 24 jeugdploegen.',
            'Evenementen: de familiedag, de kerstmarkt en de feesten voor het eeuwfeest.',
          ],
        },
        'Elke vrijwilliger krijgt een gratis abonnement, een verzekering tijdens elke taak en een plaats op het vrijwilligersdiner in mei. Stuur ons een bericht met het contactformulier, onderwerp “Community en supportersclubs”, en onze vrijwilligerscoördinator belt je binnen de week terug. Ervaring is niet nodig: elke nieuwe vrijwilliger start naast een ervaren collega, en je kiest zelf hoe vaak je komt helpen. Ook een paar wedstrijden per seizoen is al een grote hulp.',
      ],
      fr: [
        'Un jour de match, plus de 200 bénévoles font tourner le KVC Westhoek. Ils accueillent les supporters aux portes, servent le café au local des supporters, guident les familles vers leur place, lavent les équipements des équipes de jeunes et conduisent le minibus aux matchs à l’extérieur des U13.',
        { heading: 'Où vous pouvez aider' },
        {
          list: [
            'Steward aux matchs à domicile : une formation gratuite d’une soirée, avec un certificat reconnu par la Cellule Football.',
            'Bar et restauration : deux heures par match, dans une équipe d’amis.',
            'Académie des jeunes : entraîneur, délégué ou chauffeur pour l’une de nos 24 équipes de jeunes.',
            'Événements : la journée des familles, le marché de Noël et les fêtes du centenaire.',
          ],
        },
        'Chaque bénévole reçoit un abonnement gratuit, une assurance pendant chaque tâche et une place au dîner des bénévoles en mai. Envoyez-nous un message avec le formulaire de contact, sujet « Communauté et clubs de supporters », et notre coordinatrice des bénévoles vous rappelle dans la semaine. Aucune expérience n’est nécessaire : chaque nouveau bénévole commence aux côtés d’un ancien, et vous choisissez vous-même à quelle fréquence vous aidez.',
      ],
    },
  },
  {
    key: 'activities',
    title: { en: 'Activities', nl: 'Activiteiten', fr: 'Activités' },
    intro: {
      en: 'Something for every supporter, all season long.',
      nl: 'Voor elke supporter iets, het hele seizoen lang.',
      fr: 'Pour chaque supporter, toute la saison.',
    },
    picture: {
      scene: 'crowd',
      alt: {
        en: 'Supporters singing in the home stand under the floodlights',
        nl: 'Supporters zingen in de thuistribune onder de lichtmasten',
        fr: 'Des supporters chantent dans la tribune locale sous les projecteurs',
      },
    },
    body: {
      en: [
        'The stadium on the Stadionlaan is open far beyond the ninety minutes of a match. Throughout the season the club welcomes supporters, schools and companies from the whole Westhoek region.',
        { heading: 'Every season' },
        {
          list: [
            'Stadium tours on Wednesday afternoons: the dressing rooms, the players’ tunnel and the pitch side, guided by a former player (8 euros, free for subscribers).',
            'The family day in August: the first team signs autographs, children play on the pitch and the new kit is presented.',
            'Football camps in the Easter and summer holidays for boys and girls from 6 to 14 years old.',
            'The Christmas market on the parvis, with the proceeds going to the youth academy.',
          ],
        },
        'Dates and registrations are announced in the news and in the newsletter. Schools and associations can book a tour for a group on a weekday morning: write to us with the contact form. Companies can rent the business lounge for a seminar or a staff party on days without a match, with catering by our own kitchen.',
      ],
      nl: [
        'Het stadion aan de Stadionlaan is veel meer open dan de negentig minuten van een wedstrijd. Het hele seizoen verwelkomt de club supporters, scholen en bedrijven uit de hele Westhoek.',
        { heading: 'Elk seizoen' },
        {
          list: [
            'Stadionrondleidingen op woensdagnamiddag: de kleedkamers, de spelerstunnel en de rand van het veld, met een oud-speler als gids (8 euro, gratis voor abonnees).',
            'De familiedag in augustus: de eerste ploeg deelt handtekeningen uit, kinderen spelen op het veld en het nieuwe tenue wordt voorgesteld.',
            'Voetbalkampen in de paas- en zomervakantie voor jongens en meisjes van 6 tot 14 jaar.',
            'De kerstmarkt op het voorplein, waarvan de opbrengst naar de jeugdacademie gaat.',
          ],
        },
        'Data en inschrijvingen kondigen we aan in het nieuws en in de nieuwsbrief. Scholen en verenigingen boeken een rondleiding voor een groep op een weekdagvoormiddag: schrijf ons via het contactformulier. Bedrijven huren de business lounge voor een seminarie of een personeelsfeest op dagen zonder wedstrijd, met catering uit onze eigen keuken. Vraag een offerte aan via het contactformulier.',
      ],
      fr: [
        'Le stade de la Stadionlaan est ouvert bien au-delà des quatre-vingt-dix minutes d’un match. Toute la saison, le club accueille des supporters, des écoles et des entreprises de tout le Westhoek.',
        { heading: 'Chaque saison' },
        {
          list: [
            'Visites du stade le mercredi après-midi : les vestiaires, le tunnel des joueurs et le bord du terrain, avec un ancien joueur comme guide (8 euros, gratuit pour les abonnés).',
            'La journée des familles en août : l’équipe première signe des autographes, les enfants jouent sur le terrain et le nouveau maillot est présenté.',
            'Des stages de football pendant les vacances de Pâques et d’été pour les garçons et les filles de 6 à 14 ans.',
            'Le marché de Noël sur le parvis, dont les bénéfices vont à l’académie des jeunes.',
          ],
        },
        'Les dates et les inscriptions sont annoncées dans les actualités et dans la newsletter. Les écoles et les associations réservent une visite de groupe un matin de semaine : écrivez-nous via le formulaire de contact. Les entreprises peuvent louer le business lounge pour un séminaire ou une fête du personnel les jours sans match, avec un service traiteur de notre propre cuisine.',
      ],
    },
  },
  {
    key: 'for-everybody',
    title: {
      en: 'Football for everybody',
      nl: 'Voetbal voor iedereen',
      fr: 'Le football pour tout le monde',
    },
    intro: {
      en: 'G-football, walking football and a stadium without barriers.',
      nl: 'G-voetbal, walking football en een stadion zonder drempels.',
      fr: 'Football adapté, walking football et un stade sans obstacles.',
    },
    picture: {
      scene: 'youth',
      alt: {
        en: 'Players of the G-team training on a sunny Saturday morning',
        nl: 'Spelers van de G-ploeg trainen op een zonnige zaterdagvoormiddag',
        fr: 'Les joueurs de l’équipe de football adapté à l’entraînement un samedi matin ensoleillé',
      },
    },
    body: {
      en: [
        'Football belongs to everyone in the region, whatever their age, ability or budget. Our community department runs three programmes with the support of the Pro League and the province of West Flanders.',
        {
          list: [
            'G-football: our G-team for players with a disability trains every Saturday morning and plays in the Flemish G-league. Trying it out is free.',
            'Walking football: for players over 55 and for those returning after an injury, every Tuesday evening on the synthetic pitch.',
            'Football in the neighbourhood: free sessions on the squares of Ypres during the summer holidays, open to all children.',
          ],
        },
        { heading: 'A stadium without barriers' },
        'The stadium has 40 places for wheelchair users with a companion, who enters free of charge, adapted toilets in every stand and audio commentary in Dutch on headphones. Assistance dogs are welcome. Tell the ticket office what you need when you buy your ticket, and a steward will meet you at the entrance. Children from families on a small budget receive free tickets for every home game through the social services of Ypres.',
      ],
      nl: [
        'Voetbal is van iedereen in de streek, ongeacht leeftijd, kunnen of budget. Onze communitywerking loopt drie programma’s met de steun van de Pro League en de provincie West-Vlaanderen.',
        {
          list: [
            'G-voetbal: onze G-ploeg voor spelers met een beperking traint elke zaterdagvoormiddag en speelt in de Vlaamse G-competitie. Proberen is gratis.',
            'Walking football: voor spelers boven 55 en voor wie terugkomt na een blessure, elke dinsdagavond op het kunstgrasveld.',
            'Voetbal in de wijk: gratis sessies op de pleinen van Ieper tijdens de zomervakantie, open voor alle kinderen.',
          ],
        },
        { heading: 'Een stadion zonder drempels' },
        'Het stadion heeft 40 plaatsen voor rolstoelgebruikers met een begeleider, die gratis binnenkomt, aangepast sanitair in elke tribune en audiocommentaar in het Nederlands via een hoofdtelefoon. Assistentiehonden zijn welkom. Laat het ticketloket weten wat je nodig hebt wanneer je je ticket koopt, en een steward wacht je op aan de ingang. Kinderen uit gezinnen met een beperkt budget krijgen via het OCMW van Ieper gratis tickets voor elke thuiswedstrijd.',
      ],
      fr: [
        'Le football appartient à tout le monde dans la région, quels que soient l’âge, les capacités ou le budget. Notre département communautaire mène trois programmes avec le soutien de la Pro League et de la province de Flandre occidentale.',
        {
          list: [
            'Football adapté : notre équipe pour joueurs en situation de handicap s’entraîne chaque samedi matin et joue dans le championnat flamand de football adapté. L’essai est gratuit.',
            'Walking football : pour les joueurs de plus de 55 ans et ceux qui reviennent de blessure, chaque mardi soir sur le terrain synthétique.',
            'Le football dans le quartier : des séances gratuites sur les places d’Ypres pendant les vacances d’été, ouvertes à tous les enfants.',
          ],
        },
        { heading: 'Un stade sans obstacles' },
        'Le stade compte 40 places pour les personnes en fauteuil roulant avec un accompagnateur, qui entre gratuitement, des toilettes adaptées dans chaque tribune et un commentaire audio en néerlandais au casque. Les chiens d’assistance sont les bienvenus. Dites à la billetterie ce dont vous avez besoin lors de l’achat de votre billet, et un steward vous attendra à l’entrée. Les enfants de familles au budget limité reçoivent des billets gratuits pour chaque match à domicile via le CPAS d’Ypres.',
      ],
    },
  },
  {
    key: 'friends',
    title: { en: 'Friends of Westhoek', nl: 'Vrienden van Westhoek', fr: 'Les amis du Westhoek' },
    intro: {
      en: 'The supporters who give a little more.',
      nl: 'De supporters die net iets meer geven.',
      fr: 'Les supporters qui donnent un peu plus.',
    },
    picture: {
      scene: 'training',
      alt: {
        en: 'Friends of the club watching an open training of the first team',
        nl: 'Vrienden van de club kijken naar een open training van de eerste ploeg',
        fr: 'Des amis du club assistent à un entraînement ouvert de l’équipe première',
      },
    },
    body: {
      en: [
        'The Friends of Westhoek are about 900 supporters who, for 50 euros a year, give the youth academy a helping hand. Since 2009 their contributions have paid for a synthetic pitch, a minibus and the kits of every youth team.',
        { heading: 'What friends receive' },
        {
          list: [
            'Two meetings a season with the players and the coach, with a question round.',
            'An invitation to one open training a month and to the presentation of the new kit.',
            'Priority at the sale of tickets for top games and away trips.',
            'Their name on the friends’ wall in the main stand.',
          ],
        },
        'Membership runs from July to June. You join at the ticket office or at the fan shop, and companies can become a friend for 250 euros with their logo on the wall. Every euro goes to the youth academy; the board publishes the accounts every year at the general meeting in September. Friends also receive the club magazine four times a year, with interviews from the youth academy.',
      ],
      nl: [
        'De Vrienden van Westhoek zijn een 900-tal supporters die voor 50 euro per jaar de jeugdacademie een handje helpen. Sinds 2009 betaalden hun bijdragen een kunstgrasveld, een minibus en de uitrusting van elke jeugdploeg.',
        { heading: 'Wat vrienden krijgen' },
        {
          list: [
            'Twee ontmoetingen per seizoen met de spelers en de trainer, met een vragenronde.',
            'Een uitnodiging voor één open training per maand en voor de voorstelling van het nieuwe tenue.',
            'Voorrang bij de ticketverkoop voor topwedstrijden en verplaatsingen.',
            'Hun naam op de vriendenmuur in de hoofdtribune.',
          ],
        },
        'Het lidmaatschap loopt van juli tot juni. Je sluit aan aan het ticketloket of in de fanshop, en bedrijven worden vriend voor 250 euro met hun logo op de muur. Elke euro gaat naar de jeugdacademie; het bestuur legt elk jaar de rekeningen voor op de algemene vergadering in september. Vrienden krijgen ook vier keer per jaar het clubmagazine in de bus, met interviews uit de jeugdacademie en nieuws over de projecten die hun bijdrage mogelijk maakte.',
      ],
      fr: [
        'Les Amis du Westhoek sont quelque 900 supporters qui, pour 50 euros par an, donnent un coup de main à l’académie des jeunes. Depuis 2009, leurs cotisations ont financé un terrain synthétique, un minibus et les équipements de chaque équipe de jeunes.',
        { heading: 'Ce que reçoivent les amis' },
        {
          list: [
            'Deux rencontres par saison avec les joueurs et l’entraîneur, avec une séance de questions.',
            'Une invitation à un entraînement ouvert par mois et à la présentation du nouveau maillot.',
            'La priorité à la vente des billets pour les matchs au sommet et les déplacements.',
            'Leur nom sur le mur des amis dans la tribune principale.',
          ],
        },
        'L’adhésion court de juillet à juin. Vous vous inscrivez à la billetterie ou au fan shop, et les entreprises deviennent amies pour 250 euros, avec leur logo sur le mur. Chaque euro va à l’académie des jeunes ; le conseil présente les comptes chaque année à l’assemblée générale de septembre. Les amis reçoivent aussi le magazine du club quatre fois par an, avec des interviews de l’académie des jeunes.',
      ],
    },
  },
  {
    key: 'mascot',
    title: { en: 'Binkie, our mascot', nl: 'Binkie, onze mascotte', fr: 'Binkie, notre mascotte' },
    intro: {
      en: 'The yellow lion who never misses a home game.',
      nl: 'De gele leeuw die geen thuiswedstrijd mist.',
      fr: 'Le lion jaune qui ne rate aucun match à domicile.',
    },
    picture: {
      scene: 'mascot',
      alt: {
        en: 'Binkie, the yellow lion, waving in the club colours',
        nl: 'Binkie, de gele leeuw, zwaait in de clubkleuren',
        fr: 'Binkie, le lion jaune, fait signe aux couleurs du club',
      },
    },
    body: {
      en: [
        'Binkie has been part of KVC Westhoek since the centenary season of 2022. The yellow lion, named after the nickname of our founder’s son, leads the players onto the pitch, dances with the youngest supporters at half-time and is the first to celebrate every goal.',
        { heading: 'Invite Binkie' },
        'Binkie visits schools, youth clubs, birthday parties and events in the region, on weekdays after school and on Saturdays without a home game. A visit lasts about 45 minutes, with photos, a little game and a signed card for every child. For schools and youth associations the visit is free; for a birthday party or a company event we ask a contribution of 75 euros, which goes to the Football for everybody programme.',
        'Ask for a visit with the form below at least three weeks before the date. Our community team confirms within five working days whether Binkie is free. Please tell us the place, the number of children and a phone number for the day itself.',
      ],
      nl: [
        'Binkie hoort bij KVC Westhoek sinds het eeuwfeestseizoen van 2022. De gele leeuw, genoemd naar de bijnaam van de zoon van onze stichter, leidt de spelers het veld op, danst tijdens de rust met de jongste supporters en is de eerste om elk doelpunt te vieren.',
        { heading: 'Nodig Binkie uit' },
        'Binkie bezoekt scholen, jeugdverenigingen, verjaardagsfeestjes en evenementen in de streek, op weekdagen na school en op zaterdagen zonder thuiswedstrijd. Een bezoek duurt ongeveer 45 minuten, met foto’s, een spelletje en een gesigneerde kaart voor elk kind. Voor scholen en jeugdverenigingen is het bezoek gratis; voor een verjaardagsfeest of een bedrijfsevenement vragen we een bijdrage van 75 euro, die naar het programma Voetbal voor iedereen gaat.',
        'Vraag een bezoek aan met het formulier hieronder, minstens drie weken voor de datum. Ons communityteam bevestigt binnen vijf werkdagen of Binkie vrij is. Vermeld de plaats, het aantal kinderen en een telefoonnummer voor de dag zelf, dan weet Binkie precies waar hij verwacht wordt.',
      ],
      fr: [
        'Binkie fait partie du KVC Westhoek depuis la saison du centenaire en 2022. Le lion jaune, nommé d’après le surnom du fils de notre fondateur, conduit les joueurs sur le terrain, danse avec les plus jeunes supporters à la mi-temps et est le premier à fêter chaque but.',
        { heading: 'Invitez Binkie' },
        'Binkie rend visite aux écoles, aux mouvements de jeunesse, aux fêtes d’anniversaire et aux événements de la région, en semaine après l’école et le samedi sans match à domicile. Une visite dure environ 45 minutes, avec des photos, un petit jeu et une carte dédicacée pour chaque enfant. Pour les écoles et les associations de jeunes, la visite est gratuite ; pour un anniversaire ou un événement d’entreprise, nous demandons une contribution de 75 euros, versée au programme Le football pour tout le monde.',
        'Demandez une visite avec le formulaire ci-dessous, au moins trois semaines avant la date. Notre équipe communautaire confirme dans les cinq jours ouvrables si Binkie est disponible. Indiquez le lieu, le nombre d’enfants et un numéro de téléphone pour le jour même.',
      ],
    },
  },
];
