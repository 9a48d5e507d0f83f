/**
 * The words the search benchmark seeds mentors from and searches them by, in one place so queries
 * hit what is really there. Lists picked "skewed" are ordered most common first.
 */

/** A comma-separated list, one entry per item: one line per word would make this file ten times longer. */
const list = (text: string) =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

export const FIRST_NAMES = list(`
  Amara, Kwame, Wanjiru, Thabo, Aminata, Chinedu, Fatou, Tendai, Abebe, Nia, Kofi, Zanele, Ibrahim, Achieng,
  Oluwaseun, Mariam, Sipho, Adaeze, Moussa, Lerato, Yaw, Nomvula, Emeka, Halima, Jabari, Awa, Kagiso, Folake,
  Mamadou, Nandi, Tariq, Esi, Baraka, Ngozi, Sekou, Ayana, Tunde, Imani, Kojo, Makena, Idris, Ama, Bongani,
  Chiamaka, Ousmane, Wambui, Themba, Zainab, Kwabena, Rutendo, Hamza, Abena, Lwazi, Funmilayo, Cheikh, Njeri,
  Mandla, Aisha, Yohannes, Dalia
`);

export const LAST_NAMES = list(`
  Okafor, Mensah, Kamau, Nkosi, Traoré, Okeke, Diallo, Moyo, Bekele, Otieno, Asante, Dlamini, Abdullahi,
  Odhiambo, Adeyemi, Sow, Ndlovu, Eze, Keïta, Mokoena, Boateng, Khumalo, Nwosu, Hassan, Mwangi, Ndiaye, Molefe,
  Balogun, Coulibaly, Zulu, Owusu, Mthembu, Obi, Ali, Kariuki, Fall, Sithole, Adebayo, Touré, Mahlangu, Appiah,
  Ngcobo, Chukwu, Mohamed, Njoroge, Cissé, Mabaso, Oyelaran, Kone, Tshabalala, Darko, Mbeki, Uche, Yusuf,
  Wafula, Gueye, Shabalala, Ogunleye, Sangaré, Hlongwane
`);

/** Skewed: most mentors are in a few countries. */
export const COUNTRIES = list(`
  Nigeria, Kenya, South Africa, Ghana, Egypt, Ethiopia, Uganda, Rwanda, Senegal, Tanzania, Morocco,
  Côte d’Ivoire, Cameroon, Zimbabwe, Zambia, Botswana, Tunisia, Mali, Namibia, Malawi
`);

export const INDUSTRIES = list(`
  Technology, Financial Services, Education, Health, Agriculture, Media & Entertainment, Telecommunication,
  Retail, Manufacturing, Construction, Transport, Food Industry, Mining, Other
`);

/** Blank twice: most titles have no seniority. */
export const SENIORITIES = ['', '', 'Senior ', 'Senior ', 'Lead ', 'Principal ', 'Junior ', 'Chief '];

export const ROLES = list(`
  Software Engineer, Product Manager, Data Scientist, Accountant, Lawyer, Doctor, Nurse, Teacher, Agronomist,
  Marketing Manager, Designer, Civil Engineer, Financial Analyst, Consultant, Entrepreneur, Journalist,
  Pharmacist, HR Manager, Operations Manager, Researcher
`);

export const COMPANIES = list(`
  Andela, Flutterwave, Safaricom, MTN, Paystack, Jumia, Hubtel, M-Kopa, Interswitch, Ecobank, Standard Bank,
  Dangote, Ethio Telecom, Kenya Airways, Twiga Foods, Moniepoint, Wave, Chipper Cash, Zipline, Sendwave,
  Equity Bank, Access Bank, Orange, Vodacom, Shoprite, Discovery, Naspers, Old Mutual, Airtel, Konga, Opay,
  Kobo360, Sokowatch, Cellulant, Yoco, Lipa Later, Gokada, PayRiver, Farmcrowdy, Ushahidi
`);

/** Skewed: a mentor's main languages, "+" between two. Most also speak one of LOCAL_LANGUAGES. */
export const LANGUAGE_SETS = list(`
  English, English, English, English, English, English, English+French, French+English, French, French,
  English+Portuguese, Portuguese, Arabic+French, Arabic+English
`);

export const LOCAL_LANGUAGES = list(`
  Swahili, Yoruba, Igbo, Hausa, Zulu, Amharic, Twi, Wolof, Xhosa, Kinyarwanda, Luganda, Shona, Afrikaans,
  Somali, Lingala, Bambara, Oromo, Tigrinya, Kikuyu, Sesotho
`);

export const SPECIALIZATIONS = list(`
  Software engineering, Product management, Fintech, Leadership, Career change, Public health,
  Entrepreneurship, Data science, Marketing, Agritech, Law, Design, Fundraising, Education, Renewable energy,
  Supply chain, Journalism, Finance, Human resources, Climate, Policy, Healthcare, Cybersecurity, E-commerce
`);

/** 75 subjects × 4 kinds = 300 skills ("Product Strategy", "Product Management", …); skewed. */
const SKILL_SUBJECTS = list(`
  Product, Marketing, Data, Python, Sales, Brand, Content, Risk, Project, Cloud, Mobile, Web, Supply Chain,
  Tax, Investment, Community, Event, Customer, Talent, Budget, Grant, Policy, Security, Network, Database,
  Frontend, Backend, Payments, Lending, Insurance, Crop, Livestock, Irrigation, Soil, Clinical, Nutrition,
  Maternal Health, Curriculum, Classroom, Research, Survey, Media, Radio, Film, Fashion, Retail, Logistics,
  Fleet, Procurement, Construction, Energy, Solar, Water, Mining, Export, Trade, Startup, Partnership, Board,
  Nonprofit, Legal, Contract, Compliance, Audit, Treasury, Hospitality, Tourism, Real Estate, Telecom,
  Hardware, Robotics, Blockchain, Game, Music, Sport
`);
const SKILL_KINDS = ['Strategy', 'Management', 'Analysis', 'Design'];
export const SKILLS = SKILL_SUBJECTS.flatMap((subject) => SKILL_KINDS.map((kind) => `${subject} ${kind}`));

/** Words bios are made of; skewed. */
export const BIO_WORDS = list(`
  growth, leadership, careers, startups, hiring, interviews, negotiation, funding, teams, strategy, mentoring,
  coding, writing, speaking, networking, research, markets, customers, pricing, branding, scaling, operations,
  finance, policy, farming, health, teaching, design, analytics, storytelling, confidence, resilience,
  productivity, exports, partnerships, governance, compliance, innovation, sustainability, community
`);

/** Each in about one bio in a thousand: the rare words searched. */
export const RARE_WORDS = list(`
  beekeeping, calligraphy, origami, astronomy, paragliding, sommelier, taxidermy, falconry, glassblowing,
  cartography
`);
