type Pair = [string, string];

export const categories: { en: string; ar: string; colors: Pair }[] = [
  { en: "Web Development", ar: "تطوير المواقع", colors: ["#2563eb", "#7c3aed"] },
  { en: "Mobile Apps", ar: "تطبيقات الجوال", colors: ["#0891b2", "#2563eb"] },
  { en: "Graphic Design", ar: "التصميم الجرافيكي", colors: ["#db2777", "#f59e0b"] },
  { en: "Digital Marketing", ar: "التسويق الرقمي", colors: ["#16a34a", "#0891b2"] },
  { en: "Remote Teams", ar: "فرق العمل عن بُعد", colors: ["#7c3aed", "#db2777"] },
  { en: "Cloud & DevOps", ar: "الحوسبة السحابية وDevOps", colors: ["#0f766e", "#1d4ed8"] },
];

export const services: {
  category: number;
  en: string;
  ar: string;
  enInfo: string;
  arInfo: string;
}[] = [
  {
    category: 0,
    en: "Company Websites",
    ar: "مواقع الشركات",
    enInfo:
      "<p>Fast, bilingual company websites with a content dashboard, built for search engines and every screen size.</p>",
    arInfo:
      "<p>مواقع سريعة ثنائية اللغة للشركات مع لوحة تحكم بالمحتوى، مهيأة لمحركات البحث ولجميع أحجام الشاشات.</p>",
  },
  {
    category: 0,
    en: "E-commerce Stores",
    ar: "المتاجر الإلكترونية",
    enInfo:
      "<p>Online stores with secure payments, inventory management and clear sales reports.</p>",
    arInfo: "<p>متاجر إلكترونية بمدفوعات آمنة وإدارة للمخزون وتقارير مبيعات واضحة.</p>",
  },
  {
    category: 1,
    en: "iOS and Android Apps",
    ar: "تطبيقات iOS وأندرويد",
    enInfo:
      "<p>Native-quality mobile apps from one code base, from the first sketch to the store listing.</p>",
    arInfo:
      "<p>تطبيقات جوال بجودة التطبيقات الأصلية من شيفرة واحدة، من الفكرة الأولى حتى النشر في المتاجر.</p>",
  },
  {
    category: 1,
    en: "App Maintenance",
    ar: "صيانة التطبيقات",
    enInfo: "<p>Updates, monitoring and new features for the apps your customers already use.</p>",
    arInfo: "<p>تحديثات ومراقبة وميزات جديدة للتطبيقات التي يستخدمها عملاؤك بالفعل.</p>",
  },
  {
    category: 2,
    en: "Brand Identity",
    ar: "الهوية البصرية",
    enInfo:
      "<p>Logos, colour systems and brand guidelines that make your company recognisable.</p>",
    arInfo: "<p>شعارات وأنظمة ألوان وأدلة استخدام للعلامة تجعل شركتك مميزة وسهلة التذكر.</p>",
  },
  {
    category: 2,
    en: "UI/UX Design",
    ar: "تصميم واجهات وتجربة المستخدم",
    enInfo:
      "<p>Research, wireframes and polished interfaces that are easy to use in Arabic and English.</p>",
    arInfo: "<p>بحث ونماذج أولية وواجهات متقنة سهلة الاستخدام بالعربية والإنجليزية.</p>",
  },
  {
    category: 3,
    en: "Social Media Campaigns",
    ar: "حملات وسائل التواصل الاجتماعي",
    enInfo: "<p>Planned campaigns, content calendars and monthly reports on what worked.</p>",
    arInfo: "<p>حملات مخططة وتقويم للمحتوى وتقارير شهرية توضح ما حقق النتائج.</p>",
  },
  {
    category: 3,
    en: "Search Engine Optimisation",
    ar: "تحسين محركات البحث",
    enInfo: "<p>Technical audits, keyword research and content that brings the right visitors.</p>",
    arInfo: "<p>تدقيق تقني وبحث في الكلمات المفتاحية ومحتوى يجلب الزوار المناسبين.</p>",
  },
  {
    category: 4,
    en: "Dedicated Remote Developers",
    ar: "مطورون متفرغون عن بُعد",
    enInfo: "<p>Vetted developers who join your team within days and work in your time zone.</p>",
    arInfo: "<p>مطورون مختارون بعناية ينضمون إلى فريقك خلال أيام ويعملون وفق توقيتك.</p>",
  },
  {
    category: 5,
    en: "Cloud Migration",
    ar: "الانتقال إلى السحابة",
    enInfo:
      "<p>Moving your systems to the cloud with automated deployments, backups and monitoring.</p>",
    arInfo: "<p>نقل أنظمتك إلى السحابة مع نشر آلي ونسخ احتياطي ومراقبة مستمرة.</p>",
  },
];

export const projects: {
  service: number;
  en: string;
  ar: string;
  enInfo: string;
  arInfo: string;
  link: string;
  skills: string;
}[] = [
  {
    service: 0,
    en: "Al Noor Clinics Website",
    ar: "موقع عيادات النور",
    enInfo: "<p>A bilingual website with online booking for a network of twelve clinics.</p>",
    arInfo: "<p>موقع ثنائي اللغة مع حجز المواعيد عبر الإنترنت لشبكة من اثنتي عشرة عيادة.</p>",
    link: "https://example.com/projects/al-noor",
    skills: "React, Node.js, SEO",
  },
  {
    service: 1,
    en: "Souq Baladi Store",
    ar: "متجر سوق بلدي",
    enInfo:
      "<p>An online grocery store with same-day delivery slots and local payment methods.</p>",
    arInfo: "<p>متجر بقالة إلكتروني مع مواعيد توصيل في اليوم نفسه وطرق دفع محلية.</p>",
    link: "https://example.com/projects/souq-baladi",
    skills: "Next.js, PostgreSQL, Payments",
  },
  {
    service: 2,
    en: "Masar Delivery App",
    ar: "تطبيق مسار للتوصيل",
    enInfo: "<p>Apps for customers and drivers with live order tracking and ratings.</p>",
    arInfo: "<p>تطبيقات للعملاء والسائقين مع تتبع مباشر للطلبات وتقييمات.</p>",
    link: "https://example.com/projects/masar",
    skills: "React Native, Maps, Push notifications",
  },
  {
    service: 4,
    en: "Qimam Consulting Identity",
    ar: "هوية قمم للاستشارات",
    enInfo:
      "<p>A complete brand identity: logo, stationery, presentation templates and guidelines.</p>",
    arInfo: "<p>هوية بصرية متكاملة: شعار وقرطاسية وقوالب عروض تقديمية ودليل استخدام.</p>",
    link: "https://example.com/projects/qimam",
    skills: "Branding, Illustrator, Typography",
  },
  {
    service: 5,
    en: "Bayan Learning Platform",
    ar: "منصة بيان التعليمية",
    enInfo: "<p>A redesign of a learning platform that doubled course completion.</p>",
    arInfo: "<p>إعادة تصميم منصة تعليمية ضاعفت نسبة إكمال الدورات.</p>",
    link: "https://example.com/projects/bayan",
    skills: "Figma, User research, Design systems",
  },
  {
    service: 6,
    en: "Ramadan Campaign for Dar Al Tib",
    ar: "حملة رمضان لدار الطيب",
    enInfo: "<p>A month-long social media campaign that reached two million people.</p>",
    arInfo: "<p>حملة على وسائل التواصل الاجتماعي امتدت شهرًا ووصلت إلى مليوني شخص.</p>",
    link: "https://example.com/projects/dar-al-tib",
    skills: "Content, Paid ads, Analytics",
  },
  {
    service: 8,
    en: "Fintech Team Extension",
    ar: "توسيع فريق شركة تقنية مالية",
    enInfo: "<p>Five remote engineers who joined a payments company for its new product line.</p>",
    arInfo: "<p>خمسة مهندسين عن بُعد انضموا إلى شركة مدفوعات لإطلاق خط منتجات جديد.</p>",
    link: "https://example.com/projects/fintech-team",
    skills: "TypeScript, Go, Kubernetes",
  },
  {
    service: 9,
    en: "Logistics Platform Migration",
    ar: "نقل منصة الخدمات اللوجستية",
    enInfo:
      "<p>A zero-downtime move of a logistics platform to the cloud with automated scaling.</p>",
    arInfo: "<p>نقل منصة لوجستية إلى السحابة دون أي توقف مع توسع آلي حسب الحمل.</p>",
    link: "https://example.com/projects/logistics-cloud",
    skills: "AWS, Terraform, Docker",
  },
];

export const posts: {
  en: string;
  ar: string;
  enInfo: string;
  arInfo: string;
  reqs: [string, string][];
}[] = [
  {
    en: "We are hiring: Senior Frontend Developer",
    ar: "نوظف الآن: مطور واجهات أمامية أول",
    enInfo:
      "<p>Join our product team and build fast, accessible interfaces in Arabic and English.</p>",
    arInfo:
      "<p>انضم إلى فريق المنتجات لدينا وابنِ واجهات سريعة وسهلة الوصول بالعربية والإنجليزية.</p>",
    reqs: [
      ["خمس سنوات من الخبرة في React", "Five years of experience with React"],
      ["إتقان TypeScript", "Strong TypeScript skills"],
      ["خبرة في الواجهات من اليمين إلى اليسار", "Experience with right-to-left interfaces"],
    ],
  },
  {
    en: "Free website audit this month",
    ar: "تدقيق مجاني لموقعك هذا الشهر",
    enInfo:
      "<p>Send us your website address and get a free report on speed, search and accessibility.</p>",
    arInfo:
      "<p>أرسل لنا عنوان موقعك واحصل على تقرير مجاني عن السرعة ومحركات البحث وسهولة الوصول.</p>",
    reqs: [
      ["موقع منشور على الإنترنت", "A published website"],
      ["تعبئة نموذج التواصل", "Fill in the contact form"],
    ],
  },
  {
    en: "Opening of our new design studio",
    ar: "افتتاح استوديو التصميم الجديد",
    enInfo: "<p>Our new studio hosts workshops on branding and interface design every week.</p>",
    arInfo: "<p>يستضيف الاستوديو الجديد ورش عمل أسبوعية في الهوية البصرية وتصميم الواجهات.</p>",
    reqs: [["التسجيل المسبق للورش", "Register for workshops in advance"]],
  },
  {
    en: "Internship programme for graduates",
    ar: "برنامج تدريب للخريجين",
    enInfo: "<p>A three-month paid internship in development, design or marketing.</p>",
    arInfo: "<p>تدريب مدفوع الأجر لمدة ثلاثة أشهر في التطوير أو التصميم أو التسويق.</p>",
    reqs: [
      ["شهادة جامعية حديثة", "A recent university degree"],
      ["ملف أعمال أو مشاريع شخصية", "A portfolio or personal projects"],
    ],
  },
  {
    en: "Mobile app starter package",
    ar: "باقة انطلاق تطبيقات الجوال",
    enInfo: "<p>Launch your first app in eight weeks with a fixed price and a clear plan.</p>",
    arInfo: "<p>أطلق تطبيقك الأول خلال ثمانية أسابيع بسعر ثابت وخطة واضحة.</p>",
    reqs: [
      ["فكرة واضحة للتطبيق", "A clear idea for the app"],
      ["حساب مطور في المتاجر", "A developer account in the app stores"],
    ],
  },
];

export { faqs, skills, tags } from "./content-faqs.js";
