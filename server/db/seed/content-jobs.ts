// Skills are indexes into content.skills.
export const jobs: {
  en: string;
  ar: string;
  enDesc: string;
  arDesc: string;
  skills: number[];
  children: { en: string; ar: string; enDesc: string; arDesc: string; skills: number[] }[];
}[] = [
  {
    en: "Software Development",
    ar: "تطوير البرمجيات",
    enDesc: "<p>Engineers who build websites, apps and the systems behind them.</p>",
    arDesc: "<p>مهندسون يبنون المواقع والتطبيقات والأنظمة التي تعمل خلفها.</p>",
    skills: [0, 1],
    children: [
      {
        en: "Frontend Developer",
        ar: "مطور واجهات أمامية",
        enDesc: "<p>Builds fast, accessible interfaces.</p>",
        arDesc: "<p>يبني واجهات سريعة وسهلة الوصول.</p>",
        skills: [0, 1, 2],
      },
      {
        en: "Backend Developer",
        ar: "مطور أنظمة خلفية",
        enDesc: "<p>Designs APIs, databases and integrations.</p>",
        arDesc: "<p>يصمم الواجهات البرمجية وقواعد البيانات والتكاملات.</p>",
        skills: [1, 3, 9],
      },
      {
        en: "Mobile Developer",
        ar: "مطور تطبيقات جوال",
        enDesc: "<p>Builds apps for iOS and Android.</p>",
        arDesc: "<p>يبني تطبيقات لأنظمة iOS وأندرويد.</p>",
        skills: [4],
      },
    ],
  },
  {
    en: "Design",
    ar: "التصميم",
    enDesc: "<p>Designers who shape brands and products.</p>",
    arDesc: "<p>مصممون يصنعون العلامات التجارية والمنتجات.</p>",
    skills: [5],
    children: [
      {
        en: "UI/UX Designer",
        ar: "مصمم واجهات وتجربة مستخدم",
        enDesc: "<p>Turns research into clear, usable screens.</p>",
        arDesc: "<p>يحوّل نتائج البحث إلى شاشات واضحة وسهلة الاستخدام.</p>",
        skills: [5],
      },
      {
        en: "Brand Designer",
        ar: "مصمم هوية بصرية",
        enDesc: "<p>Creates logos and visual identities.</p>",
        arDesc: "<p>يصمم الشعارات والهويات البصرية.</p>",
        skills: [6],
      },
    ],
  },
  {
    en: "Marketing",
    ar: "التسويق",
    enDesc: "<p>Specialists who bring customers to our clients.</p>",
    arDesc: "<p>متخصصون يجلبون العملاء لعملائنا.</p>",
    skills: [7],
    children: [
      {
        en: "SEO Specialist",
        ar: "أخصائي تحسين محركات البحث",
        enDesc: "<p>Improves how sites rank in search results.</p>",
        arDesc: "<p>يحسّن ترتيب المواقع في نتائج البحث.</p>",
        skills: [7],
      },
      {
        en: "Digital Project Manager",
        ar: "مدير مشاريع رقمية",
        enDesc: "<p>Keeps campaigns and launches on time.</p>",
        arDesc: "<p>يحرص على تنفيذ الحملات والإطلاقات في مواعيدها.</p>",
        skills: [8],
      },
    ],
  },
];
